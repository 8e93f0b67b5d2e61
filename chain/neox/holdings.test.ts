import { describe, expect, it } from 'vitest';
import {
  createClient,
  custom,
  decodeFunctionData,
  encodeFunctionResult,
  erc20Abi,
  multicall3Abi,
  type Address,
  type Hex,
} from 'viem';
import { readErc20Balances } from './holdings.ts';

const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address;
const NEO = '0xc28736dc83f4fd43d6fb832fd93c3ee7bb26828f' as Address;
const ABSENT = '0xe816dee05cf6d0f2a57eb4c489241d8326b5d106' as Address;
const MULTICALL3 = '0xd6010d102015fea9cb3a9abfbb51994c0fd6e672' as Address;
const BALANCES: Record<string, bigint> = { [NEO]: 3n * 10n ** 18n };

/** A node with one ERC-20 (NEO) and, when `withMulticall`, Multicall3; every request it gets is recorded. */
function node(withMulticall: boolean) {
  const methods: string[] = [];
  const balanceOf = (to: Address, data: Hex): { ok: boolean; data: Hex } => {
    const balance = BALANCES[to.toLowerCase()];
    if (balance === undefined) return { ok: false, data: '0x' };
    decodeFunctionData({ abi: erc20Abi, data });
    return { ok: true, data: encodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', result: balance }) };
  };
  const client = createClient({
    transport: custom({
      async request({ method, params }: { method: string; params: [{ to: Address; data: Hex }] }) {
        methods.push(method);
        if (method === 'eth_getCode') return withMulticall ? '0x6080' : '0x';
        if (method !== 'eth_call') throw new Error(method);
        const { to, data } = params[0];
        if (to.toLowerCase() === MULTICALL3 && withMulticall) {
          const { args } = decodeFunctionData({ abi: multicall3Abi, data });
          const calls = args[0] as readonly { target: Address; callData: Hex }[];
          const result = calls.map((c) => {
            const r = balanceOf(c.target, c.callData);
            return { success: r.ok, returnData: r.data };
          });
          return encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result });
        }
        return balanceOf(to, data).data;
      },
    }),
  });
  return { client, methods };
}

describe('ERC-20 balances of a Neo X address', () => {
  it('reads every token in one eth_call through Multicall3 where the node has it; a token with no contract is undefined', async () => {
    const { client, methods } = node(true);
    expect(await readErc20Balances(client, OWNER, [NEO, ABSENT], 100n, MULTICALL3)).toEqual([
      3n * 10n ** 18n,
      undefined,
    ]);
    expect(methods.filter((m) => m === 'eth_call')).toHaveLength(1);
  });

  it('falls back to one balanceOf per token on a node without Multicall3 (a local Hardhat node)', async () => {
    const { client, methods } = node(false);
    expect(await readErc20Balances(client, OWNER, [NEO, ABSENT], 100n, MULTICALL3)).toEqual([
      3n * 10n ** 18n,
      undefined,
    ]);
    expect(methods.filter((m) => m === 'eth_call')).toHaveLength(2);
  });
});
