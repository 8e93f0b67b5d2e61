/**
 * The claim's two calls to the product API (functions/api/routes/claims.ts): ask a challenge for the connected
 * account, then send the wallet's signature of it. Errors come back as the API's message in the page's language.
 */
import { productClient } from '../../lib/product-api.ts';
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

/** The answer of the request `send` makes; throws ClaimError with the API's message (or `unreachable`) otherwise. */
async function answerOf<T>(send: Promise<Response>, unreachable: string): Promise<T> {
  const res = await send.catch(() => undefined);
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
  const api = productClient();
  const { challengeId, message } = await answerOf<{ challengeId: string; message: string }>(
    api.claims.challenge.$post({ json: { idDappPk: input.idDappPk, chain: input.chain, account: input.account } }),
    input.unreachable,
  );
  const signed = await input.sign(message);
  input.onSigned?.();
  return answerOf<ClaimDone>(
    api.claims.$post({
      json: {
        challengeId,
        signature: signed.signature,
        ...(signed.publicKey ? { publicKey: signed.publicKey } : {}),
        ...(signed.salt ? { salt: signed.salt } : {}),
        ...(input.email ? { email: input.email } : {}),
      },
    }),
    input.unreachable,
  );
}
