import { describe, expect, it } from 'vitest';
import { json, spyFetch } from '../../../../tests/support/sync-fetch.ts';
import { NEOFURA_URL, blockCount, committeeSize, contractCallTotal, transactionCount } from './neofura.ts';
import { N3_RPC_URL, NEO_HASH, gasPerBlock, integerResult, toWhole } from './n3-rpc.ts';
import { recording } from '../../../../local/recordings/replay.ts';

// Answer shapes as documented in neo-ngd/neo3fura docs/api (@a48a188) and the node's RpcServer; values are placeholders of no meaning.
const fura = (result: unknown) => async () => json({ id: 1, result, error: null });

describe('NeoFura requests', () => {
  it('posts JSON-RPC 2.0 with PascalCase methods and object params', async () => {
    const fetch = spyFetch(fura({ hash: '0xd2a4cff31913016155e38e474a2c06d08be276cf', totalsccall: 6 }));
    expect(await contractCallTotal(fetch, '0xd2a4cff31913016155e38e474a2c06d08be276cf')).toBe(6);
    expect(fetch.seen[0]).toMatchObject({ url: NEOFURA_URL, method: 'POST' });
    expect(fetch.seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(fetch.seen[0]!.body!)).toEqual({
      jsonrpc: '2.0',
      id: 1,
      method: 'GetContractByContractHash',
      params: { ContractHash: '0xd2a4cff31913016155e38e474a2c06d08be276cf' },
    });
  });

  it('reads block count, transaction count and committee size; unknown contracts answer undefined', async () => {
    expect(await blockCount(fura({ index: 479389 }))).toBe(479389);
    expect(await transactionCount(fura({ 'total counts': 35665 }))).toBe(35665);
    expect(await committeeSize(fura({ result: [], totalCount: 21 }))).toBe(21);
    expect(await contractCallTotal(fura(null), '0x' + '1'.repeat(40))).toBeUndefined();
    await expect(blockCount(async () => json({ id: 1, result: null, error: { message: 'boom' } }))).rejects.toThrow(
      'boom',
    );
  });
});

describe('N3 RPC invocations', () => {
  it('calls NeoToken.getGasPerBlock through invokefunction and reads the Integer (answer recorded from a neo-go node)', async () => {
    const recorded = recording('getgasperblock');
    const fetch = spyFetch(async () => json({ jsonrpc: '2.0', id: 1, result: recorded.result }));
    expect(toWhole(await gasPerBlock(fetch), 8)).toBe(5);
    expect(fetch.seen[0]!.url).toBe(N3_RPC_URL);
    expect(JSON.parse(fetch.seen[0]!.body!)).toMatchObject({
      method: 'invokefunction',
      params: [NEO_HASH, 'getGasPerBlock', []],
    });
    expect(recorded.request.params).toEqual([NEO_HASH, 'getGasPerBlock', []]);
  });

  it('refuses a FAULT or a non-integer answer', () => {
    expect(() => integerResult(recording('invoke-fault').result as { state: string }, 'x.y')).toThrow(
      /expected a HALT with an Integer/,
    );
    expect(integerResult({ state: 'HALT', stack: [{ type: 'Integer', value: '123456789012345678901' }] }, 'x')).toBe(
      123456789012345678901n,
    );
  });
});
