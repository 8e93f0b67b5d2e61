/**
 * The claim's two calls to the product API (functions/api/routes/claims.ts): ask a challenge for the connected
 * account, then send the wallet's signature of it. Errors come back as the API's message in the page's language.
 */
import { productFetch } from '../../lib/product-api.ts';
import type { SignedText } from '../../wallets/types.ts';

export type ClaimChain = 'n3' | 'neoX';

/** A claim the API accepted: the public part and the claim token (shown once). */
export interface ClaimDone {
  claim: { chain: ClaimChain; account: string; at: string };
  claimToken: string;
}

/** The API refused or could not be reached; `message` is for the visitor (the API's, in the page's language). */
export class ClaimError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
    this.name = 'ClaimError';
  }
}

/** POST `path` with `body` as JSON; answers the JSON answer, throws ClaimError with the API's message otherwise. */
async function post<T>(path: string, body: unknown, unreachable: string): Promise<T> {
  const res = await productFetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
  if (!res) throw new ClaimError(unreachable, 0);
  const answer = (await res.json().catch(() => ({}))) as { message?: string } & T;
  if (!res.ok) throw new ClaimError(answer.message ?? `HTTP ${res.status}`, res.status);
  return answer;
}

/**
 * Claim listing `idDappPk` with the connected `account` of `chain`: ask the challenge, have `sign` sign its message
 * (the wallet adapter's signMessage), send the answer with the optional `email`. `onSigned` runs once the wallet signed.
 */
export async function claimListing(input: {
  idDappPk: number;
  chain: ClaimChain;
  account: string;
  email?: string | undefined;
  sign: (message: string) => Promise<SignedText>;
  onSigned?: () => void;
  unreachable: string;
}): Promise<ClaimDone> {
  const { challengeId, message } = await post<{ challengeId: string; message: string }>(
    '/client/claims/challenge',
    { idDappPk: input.idDappPk, chain: input.chain, account: input.account },
    input.unreachable,
  );
  const signed = await input.sign(message);
  input.onSigned?.();
  return post<ClaimDone>(
    '/client/claims',
    {
      challengeId,
      signature: signed.signature,
      ...(signed.publicKey ? { publicKey: signed.publicKey } : {}),
      ...(signed.salt ? { salt: signed.salt } : {}),
      ...(input.email ? { email: input.email } : {}),
    },
    input.unreachable,
  );
}
