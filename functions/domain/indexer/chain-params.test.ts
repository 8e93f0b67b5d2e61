/**
 * The network statistics' chain parameters (chain-params.ts) and how the live snapshot shows them (snapshot.ts
 * `networkLive`): read from the indexer's node, one network at a time, the newest block as the block height.
 * The node's answers are the privnet's recorded ones (local/recordings/n3) where recorded.
 */
import { describe, expect, it } from 'vitest';
import { N3Rpc, type JsonRpcCall } from '../../../chain/n3/rpc.ts';
import { newestBlockOf } from '../../../chain/n3/blocks.ts';
import version from '../../../local/recordings/n3/getversion.json' with { type: 'json' };
import gasPerBlock from '../../../local/recordings/n3/getgasperblock.json' with { type: 'json' };
import { networkLive } from '../live/snapshot.ts';
import { n3NetworkOf, readChainParams, type ChainParams } from './chain-params.ts';
import type { IndexedFigures } from './figures.ts';

const KEY_A = '02' + 'a'.repeat(64);
const KEY_B = '03' + 'b'.repeat(64);

/** A node answering the batch the way the privnet does (getversion and getGasPerBlock as recorded). */
function node(answers: Partial<Record<string, unknown>> = {}): N3Rpc & { asked: JsonRpcCall[][] } {
  const asked: JsonRpcCall[][] = [];
  const answer = (c: { method: string; params?: unknown[] }): unknown => {
    if (c.method in answers) return answers[c.method];
    switch (c.method) {
      case 'getblockcount':
        return 1152;
      case 'getversion':
        return version.result;
      case 'getcommittee':
        return [KEY_A];
      case 'getnextblockvalidators':
        return [{ publickey: KEY_A, votes: '0' }];
      case 'invokefunction':
        return c.params?.[1] === 'getGasPerBlock'
          ? gasPerBlock.result
          : { state: 'HALT', stack: [{ type: 'Integer', value: '1000' }] };
      default:
        throw new Error(`unexpected ${c.method}`);
    }
  };
  const fetch = async (_url: string, init?: RequestInit) => {
    const calls = JSON.parse(String(init!.body)) as { id: number; method: string; params?: unknown[] }[];
    asked.push(calls.map(({ method, params }) => ({ method, params })));
    return Response.json(calls.map((c) => ({ jsonrpc: '2.0', id: c.id, result: answer(c) })));
  };
  return Object.assign(new N3Rpc({ urls: 'http://node', fetch }), { asked });
}

describe('chain parameters of the network statistics', () => {
  it('reads the committee, validators, GasPerBlock, block time and network from the node in one batch', async () => {
    const rpc = node();
    const params = await readChainParams(rpc, () => new Date('2026-11-27T10:00:00Z'));
    expect(rpc.asked).toHaveLength(1);
    expect(params).toEqual({
      network: 'private',
      magic: 5129551,
      committeeSize: 1,
      validatorsCount: 1,
      gasPerBlock: '500000000',
      msPerBlock: 1000,
      block: 1151,
      readAt: '2026-11-27T10:00:00.000Z',
      node: 'http://node',
    });
  });

  it('counts a committee of 21 with 7 validators as the node answers them, never a constant', async () => {
    const committee = Array.from({ length: 21 }, (_, i) => `02${String(i).padStart(64, '0')}`);
    const params = await readChainParams(
      node({
        getcommittee: committee,
        getnextblockvalidators: committee.slice(0, 7).map((k) => ({ publickey: k, votes: '1' })),
        getversion: { protocol: { network: 860833102, msperblock: 15000 } },
      }),
    );
    expect(params).toMatchObject({ network: 'mainnet', committeeSize: 21, validatorsCount: 7 });
  });

  it('falls back to getversion for the block time before Policy.getMillisecondsPerBlock exists', async () => {
    const rpc = node();
    const base = rpc.batch.bind(rpc);
    rpc.batch = async <T>(calls: readonly JsonRpcCall[]) =>
      (await base<unknown>(calls)).map((a, i) =>
        (calls[i]!.params as unknown[] | undefined)?.[1] === 'getMillisecondsPerBlock'
          ? { state: 'FAULT', stack: [], exception: 'no method' }
          : a,
      ) as T[];
    expect((await readChainParams(rpc)).msPerBlock).toBe(version.result.protocol.msperblock);
  });

  it('names the networks by their magic', () => {
    expect(n3NetworkOf(860833102)).toBe('mainnet');
    expect(n3NetworkOf(894710606)).toBe('testnet');
    expect(n3NetworkOf(5129551)).toBe('private');
  });

  it('takes the newest block as getblockcount − 1 and refuses what is not a count', () => {
    expect(newestBlockOf(1)).toBe(0);
    expect(newestBlockOf(1152)).toBe(1151);
    expect(() => newestBlockOf(0)).toThrow(RangeError);
    expect(() => newestBlockOf(1.5)).toThrow(RangeError);
  });
});

describe('network statistics of the live snapshot', () => {
  const chain: ChainParams = {
    network: 'private',
    magic: 5129551,
    committeeSize: 1,
    validatorsCount: 1,
    gasPerBlock: '500000000',
    msPerBlock: 1000,
    block: 1160,
    readAt: '2026-11-27T10:00:01.000Z',
    node: 'http://127.0.0.1:30333',
  };
  const day = (d: string, transactions: number, activeAddresses: number) => ({
    day: `${d}T00:00:00.000Z`,
    blocks: 10,
    transactions,
    activeAddresses,
    feesFractions: '0',
  });
  const figures: IndexedFigures = {
    asOf: { block: 1160, at: '2026-11-27T10:00:00.000Z', hash: '0x01' },
    coveredFrom: '2026-11-27T09:40:00.000Z',
    origin: 'http://127.0.0.1:30333',
    contracts: {},
    tokens: {},
    nftCollections: {},
    network: [day('2026-11-26', 0, 0), day('2026-11-27', 50, 7)],
    chain,
  };
  const mainnetReading = {
    blockHeight: 9_000_000,
    transactions: 123_456_789,
    committeeSize: 21,
    gasPerBlock: 1,
    measuredAt: '2026-11-27T09:00:00.000Z',
    source: 'neofura',
  };

  it("shows the indexer's newest block as the block height, its day's counts and its node's parameters", () => {
    const stats = networkLive(undefined, figures)!;
    expect(stats).toMatchObject({
      network: 'private',
      blockHeight: 1160,
      asOfBlock: 1160,
      day: '2026-11-27T00:00:00.000Z',
      dayTransactions: 50,
      dayActiveAddresses: 7,
      committeeSize: 1,
      validatorsCount: 1,
      gasPerBlock: 5,
      msPerBlock: 1000,
      // When and where the parameters were read: the calculator's build-time label (calculator/snapshot.ts).
      paramsAtBlock: 1160,
      paramsAt: '2026-11-27T10:00:01.000Z',
      paramsNode: 'http://127.0.0.1:30333',
    });
  });

  it('names no node for parameters stored before the node was recorded', () => {
    const { node: _node, ...older } = chain;
    const stats = networkLive(undefined, { ...figures, chain: older })!;
    expect(stats.paramsAt).toBe('2026-11-27T10:00:01.000Z');
    expect(stats).not.toHaveProperty('paramsNode');
  });

  it('never mixes a mainnet reading into the figures of another network', () => {
    const stats = networkLive(mainnetReading, figures)!;
    expect(stats.transactions).toBeUndefined();
    expect(stats.committeeSize).toBe(1);
    expect(stats.blockHeight).toBe(1160);
  });

  it("keeps the third-party mainnet total beside a mainnet indexer's figures", () => {
    const stats = networkLive(mainnetReading, { ...figures, chain: { ...chain, network: 'mainnet' } })!;
    expect(stats.transactions).toBe(123_456_789);
    expect(stats.committeeSize).toBe(1);
  });

  it('without the indexer, shows the third-party reading as it is', () => {
    expect(networkLive(mainnetReading, undefined)).toBe(mainnetReading);
  });
});
