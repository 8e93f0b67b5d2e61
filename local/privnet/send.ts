/**
 * Signs and sends N3 transactions with neon-js, as a wallet does: system fee from a test run (`invokescript`),
 * network fee from the node (`calculatenetworkfee`), signatures for each signer, `sendrawtransaction`, then the
 * application log once the transaction is in a block (NEO.md §2.2, §7.1). Used by the local privnet (funding,
 * deployments, committee calls), the browser tests' wallets and the traffic generator — never by the site.
 */
import type * as NeonCore from '@cityofzion/neon-core';
import { sc, tx, u, wallet } from '@cityofzion/neon-js';
import type { ApplicationLog } from '../../chain/n3/rpc.ts';
import { n3Call } from './node.ts';

/** An account that signs: a single-signature account, or a multi-signature one with the keys that sign for it. */
export interface SigningAccount {
  /** The account the signer is (its script hash is the signer's `account`). */
  account: InstanceType<typeof wallet.Account>;
  /** For a multi-signature account: the single-signature accounts whose keys sign (m of them). */
  keys?: InstanceType<typeof wallet.Account>[];
  /** Witness scope (tx.WitnessScope: 1 CalledByEntry, 16 CustomContracts, 128 Global); default CalledByEntry. */
  scopes?: number;
  /** For CustomContracts: the allowed contract hashes (`0x…` or bare hex). */
  allowedContracts?: string[];
}

/** The node's `getapplicationlog` answer (chain/n3/rpc.ts). */
export type { ApplicationLog };

export interface SendOptions {
  /** Blocks the transaction stays valid for (default 100). */
  validFor?: number;
  /** Extra system fee on top of the test run's, fractions of 10^-8 GAS (default 0). */
  extraSystemFee?: bigint;
}

const strip = (hash: string) => hash.replace(/^0x/, '');

/** The signed transaction (not yet sent) that runs `scriptHex` with `signers`; throws the test run's FAULT exception. */
export async function signTransaction(
  rpcUrl: string,
  magic: number,
  scriptHex: string,
  signers: SigningAccount[],
  options: SendOptions = {},
) {
  const neonSigners = signers.map(
    (s) =>
      new tx.Signer({
        account: s.account.scriptHash,
        scopes: s.scopes ?? tx.WitnessScope.CalledByEntry,
        allowedContracts: s.allowedContracts?.map(strip),
      }),
  );
  const signersJson = neonSigners.map((s) => ({
    account: `0x${s.account.toBigEndian()}`,
    scopes: tx.WitnessScope[s.scopes] ?? s.scopes.toString(),
    ...(s.allowedContracts.length ? { allowedcontracts: s.allowedContracts.map((h) => `0x${h.toBigEndian()}`) } : {}),
  }));
  const run = await n3Call<{ state: string; gasconsumed: string; exception: string | null }>(rpcUrl, 'invokescript', [
    u.hex2base64(scriptHex),
    signersJson,
  ]);
  if (run.state !== 'HALT')
    throw Object.assign(new Error(`The test run faulted: ${run.exception ?? 'no exception'}`), {
      exception: run.exception,
    });
  const height = await n3Call<number>(rpcUrl, 'getblockcount');
  const transaction = new tx.Transaction({
    script: scriptHex,
    signers: neonSigners,
    validUntilBlock: height + (options.validFor ?? 100),
    systemFee: u.BigInteger.fromNumber((BigInt(run.gasconsumed) + (options.extraSystemFee ?? 0n)).toString()),
    witnesses: signers.map(
      (s) =>
        new tx.Witness({
          invocationScript: '',
          verificationScript: s.keys
            ? u.base642hex(s.account.contract.script)
            : wallet.getVerificationScriptFromPublicKey(s.account.publicKey),
        }),
    ),
  });
  const fee = await n3Call<{ networkfee: string }>(rpcUrl, 'calculatenetworkfee', [
    u.hex2base64(transaction.serialize(true)),
  ]);
  transaction.networkFee = u.BigInteger.fromNumber(fee.networkfee);
  transaction.witnesses = [];
  const message = transaction.getMessageForSigning(magic);
  for (const s of signers) {
    if (s.keys) {
      const signatures = s.keys.map((k) => wallet.sign(message, k.privateKey));
      transaction.addWitness(tx.Witness.buildMultiSig(message, signatures, s.account));
    } else {
      transaction.sign(s.account, magic);
    }
  }
  return transaction;
}

/** Send a signed transaction; answers its txid (`0x…`). RPC errors (e.g. -511 insufficient funds) are thrown with their code. */
export async function sendRaw(rpcUrl: string, transaction: InstanceType<typeof tx.Transaction>): Promise<string> {
  const sent = await n3Call<{ hash: string }>(rpcUrl, 'sendrawtransaction', [
    u.hex2base64(transaction.serialize(true)),
  ]);
  return sent.hash.startsWith('0x') ? sent.hash : `0x${sent.hash}`;
}

/** Poll `getapplicationlog` until the transaction is in a block (default up to 30 s). */
export async function waitForApplicationLog(rpcUrl: string, txid: string, timeoutMs = 30_000): Promise<ApplicationLog> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await n3Call<ApplicationLog>(rpcUrl, 'getapplicationlog', [txid]);
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`Transaction ${txid} was not in a block after ${timeoutMs} ms (${(error as Error).message})`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/**
 * Sign, send and wait: answers the application log; throws when the execution did not HALT (with its exception).
 * `calls` are neon-js script calls (`{ scriptHash, operation, args }`, ContractParams).
 */
export async function invoke(
  rpcUrl: string,
  magic: number,
  calls: NeonCore.sc.ContractCall[] | string,
  signers: SigningAccount[],
  options: SendOptions = {},
): Promise<ApplicationLog> {
  const script = typeof calls === 'string' ? calls : sc.createScript(...calls);
  const transaction = await signTransaction(rpcUrl, magic, script, signers, options);
  const log = await waitForApplicationLog(rpcUrl, await sendRaw(rpcUrl, transaction));
  const execution = log.executions[0]!;
  if (execution.vmstate !== 'HALT')
    throw Object.assign(new Error(`Transaction ${log.txid} FAULTed: ${execution.exception}`), { log });
  return log;
}

/** A NEP-17 transfer call (`transfer(from, to, amount, data)`), amount in the token's smallest unit. */
export function transferCall(
  token: string,
  from: string,
  to: string,
  amount: bigint,
  data: unknown = null,
): NeonCore.sc.ContractCall {
  return {
    scriptHash: strip(token),
    operation: 'transfer',
    args: [
      sc.ContractParam.hash160(from),
      sc.ContractParam.hash160(to),
      sc.ContractParam.integer(amount.toString()),
      data === null ? sc.ContractParam.any(null) : (data as NeonCore.sc.ContractParam),
    ],
  };
}
