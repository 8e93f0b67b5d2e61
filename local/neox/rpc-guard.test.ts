import { describe, expect, it } from 'vitest';
import { isPublicNodeMethod, refusedRpcMethods } from './rpc-guard.ts';

const SITE = ['http://localhost:4321', 'http://127.0.0.1:4321'];
const call = (method: unknown, id = 1) => ({ jsonrpc: '2.0', id, method, params: [] });

describe('the local Neo X node’s answer to web pages', () => {
  it('gives pages of any origin the public reads and raw transactions', () => {
    for (const method of [
      'eth_chainId',
      'eth_getBalance',
      'eth_call',
      'eth_getLogs',
      'eth_sendRawTransaction',
      'net_version',
      'web3_clientVersion',
    ])
      expect(refusedRpcMethods(call(method), 'http://evil.example', SITE), method).toEqual([]);
  });

  it('refuses pages of other origins the developer methods and the unlocked accounts, alone or in a batch', () => {
    for (const method of [
      'hardhat_metadata',
      'hardhat_setBalance',
      'evm_snapshot',
      'evm_revert',
      'debug_traceTransaction',
      'personal_sign',
      'eth_accounts',
      'eth_coinbase',
      'eth_sendTransaction',
      'eth_sign',
      'eth_signTransaction',
      'eth_signTypedData_v4',
      'txpool_content',
    ])
      expect(refusedRpcMethods(call(method), 'http://evil.example', SITE), method).toEqual([method]);
    expect(refusedRpcMethods([call('eth_chainId'), call('hardhat_setCode', 2)], 'null', SITE)).toEqual([
      'hardhat_setCode',
    ]);
    expect(refusedRpcMethods({ jsonrpc: '2.0', id: 1 }, 'http://evil.example', SITE)).toEqual(['(none)']);
  });

  it('leaves every method to the product (no Origin) and to the site’s own pages', () => {
    expect(refusedRpcMethods(call('evm_revert'), undefined, SITE)).toEqual([]);
    expect(refusedRpcMethods([call('eth_accounts'), call('hardhat_mine')], SITE[0], SITE)).toEqual([]);
    expect(isPublicNodeMethod('hardhat_mine')).toBe(false);
  });
});
