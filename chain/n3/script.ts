/**
 * N3Request → bytes with neon-js: the transaction script (`sc.createScript`) and the unsigned transaction used for
 * fee estimation. Also the address ↔ script-hash conversions of the account the tools act for.
 */
import type { N3Account, N3Request } from './types.ts';
import { sc, tx, u, wallet, type ContractParamJson, type NeonSigner } from './neon.ts';
import { isN3Address } from './address.ts';

/** The account for an N3 address (throws on an invalid one). `scriptHash` is `0x` + 40 hex, big-endian. */
export function n3Account(address: string): N3Account {
  if (!isN3Address(address)) throw new Error(`Not an N3 address: ${address}`);
  return { address, scriptHash: `0x${wallet.getScriptHashFromAddress(address)}` };
}

/** Whether `text` is an N3 address (base58check, version 0x35; NEO.md §0): one check for the site and the chain code. */
export { isN3Address };

/** The script (hex) that runs the request's calls in order (each with CallFlags.All, as wallets build it). */
export function buildScript(request: Pick<N3Request, 'invocations'>): string {
  return sc.createScript(
    ...request.invocations.map((i) => ({
      scriptHash: i.scriptHash.replace(/^0x/, ''),
      operation: i.operation,
      args: i.args.map((a) => sc.ContractParam.fromJson(a as ContractParamJson)),
    })),
  );
}

/** neon-js Signer objects for the request's signers. */
export function buildSigners(request: Pick<N3Request, 'signers'>): NeonSigner[] {
  return request.signers.map(
    (s) =>
      new tx.Signer({
        account: s.account.replace(/^0x/, ''),
        scopes: s.scopes,
        allowedContracts: s.allowedContracts?.map((h) => h.replace(/^0x/, '')),
      }),
  );
}

/**
 * A public key whose single-signature verification script has the size and cost of any other (the P-256 generator,
 * compressed); stands in for the signer's key when the wallet does not tell it, so the node can price the witness.
 */
export const PLACEHOLDER_PUBLIC_KEY = '036b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296';

/**
 * The unsigned transaction for `request` with an empty invocation script per signer, serialized (hex), as
 * `calculatenetworkfee` expects it (NEO.md §2.2). Fees in fractions of 10^-8 GAS.
 */
export function unsignedTransaction(
  request: N3Request,
  opts: { validUntilBlock: number; systemFee: bigint; publicKey?: string | undefined },
): string {
  const verificationScript = wallet.getVerificationScriptFromPublicKey(opts.publicKey ?? PLACEHOLDER_PUBLIC_KEY);
  const transaction = new tx.Transaction({
    script: buildScript(request),
    signers: buildSigners(request),
    validUntilBlock: opts.validUntilBlock,
    systemFee: u.BigInteger.fromNumber(opts.systemFee.toString()),
    witnesses: request.signers.map(() => new tx.Witness({ invocationScript: '', verificationScript })),
  });
  return transaction.serialize(true);
}
