/**
 * A WalletConnect 2 sign client that is the wallet too, for the chain-backed tests of the neon path: it speaks the
 * `SignClientLike` surface the neon adapter uses (site/src/wallets/adapters/neon.ts) and answers like Neon does
 * behind the relay (NEO.md §6.3): a session in the `neo3` namespace granting `neo3:private:<address>`, and
 * `invokeFunction({ invocations, signers })` built, signed with the test account's key (neon-js, local/privnet/send.ts)
 * and sent to the privnet, answering the txid. No relay is involved (the machines have no network); what reaches the
 * chain is real. A refusing user answers WalletConnect's USER_REJECTED (code 5000); the node's own refusals (e.g.
 * -511 insufficient funds) are passed on as the node gave them.
 */
import { randomBytes } from 'node:crypto';
import { sc, type wallet } from '@cityofzion/neon-js';
import { sendRaw, signTransaction } from '../../../local/privnet/send.ts';
import type { ContractParamJson } from '../../../chain/n3/neon.ts';
import type { SignClientLike, WcSession } from '../../../site/src/wallets/adapters/sign-client.ts';
import type { N3Invocation, N3Signer } from '../../../site/src/wallets/types.ts';

/** WalletConnect's USER_REJECTED error (@walletconnect/utils getSdkError). */
export const USER_REJECTED = { code: 5000, message: 'User rejected.' } as const;

export interface PrivnetSignClient extends SignClientLike {
  /** `refuse`: the user rejects the next session proposal and every request. */
  mode: 'sign' | 'refuse';
  /** Transactions sent, in order (0x txids). */
  sent: string[];
}

const strip = (hex: string) => hex.replace(/^0x/, '').toLowerCase();

/** A sign client whose wallet holds `account` on the privnet `node`, on WalletConnect chain `chain` (default `neo3:private`). */
export function privnetSignClient(
  account: InstanceType<typeof wallet.Account>,
  node: { rpcUrl: string; magic: number },
  chain = 'neo3:private',
): PrivnetSignClient {
  const sessions: WcSession[] = [];
  const client: PrivnetSignClient = {
    mode: 'sign',
    sent: [],
    async connect({ requiredNamespaces }) {
      const topic = randomBytes(32).toString('hex');
      const neo3 = requiredNamespaces.neo3;
      return {
        uri: `wc:${topic}@2?relay-protocol=irn&symKey=${randomBytes(32).toString('hex')}`,
        approval: async () => {
          if (client.mode === 'refuse') throw { ...USER_REJECTED };
          // The wallet grants its account on the chain it is on, whatever the dApp asked for.
          const session: WcSession = {
            topic,
            namespaces: { neo3: { accounts: [`${chain}:${account.address}`], methods: neo3?.methods ?? [] } },
          };
          sessions.push(session);
          return session;
        },
      };
    },
    async request<T>({
      topic,
      chainId,
      request,
    }: {
      topic: string;
      chainId: string;
      request: { method: string; params: unknown };
    }): Promise<T> {
      if (!sessions.some((s) => s.topic === topic))
        throw new Error(`No matching key. session topic doesn't exist: ${topic}`);
      if (chainId !== chain) throw { code: 5100, message: `Unsupported chains: ${chainId}` };
      if (request.method !== 'invokeFunction') throw { code: 5101, message: `Unsupported methods: ${request.method}` };
      if (client.mode === 'refuse') throw { ...USER_REJECTED };
      const { invocations, signers } = request.params as { invocations: N3Invocation[]; signers: N3Signer[] };
      if (signers.some((s) => strip(s.account) !== strip(account.scriptHash)))
        throw { code: -32602, message: 'A signer is not the session account' };
      const script = sc.createScript(
        ...invocations.map((i) => ({
          scriptHash: strip(i.scriptHash),
          operation: i.operation,
          args: i.args.map((a) => sc.ContractParam.fromJson(a as ContractParamJson)),
        })),
      );
      const transaction = await signTransaction(
        node.rpcUrl,
        node.magic,
        script,
        signers.map((s) => ({ account, scopes: s.scopes, allowedContracts: s.allowedContracts })),
      );
      const txid = await sendRaw(node.rpcUrl, transaction);
      client.sent.push(txid);
      return txid as T;
    },
    async disconnect({ topic }) {
      const index = sessions.findIndex((s) => s.topic === topic);
      if (index >= 0) sessions.splice(index, 1);
    },
    session: { getAll: () => [...sessions] },
    on: () => client,
    off: () => client,
  };
  return client;
}
