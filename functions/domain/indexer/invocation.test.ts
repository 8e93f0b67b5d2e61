/** The entry-script reading behind "one invocation" (invocation.ts), over scripts built by neon-js as wallets build them. */
import { expect, it } from 'vitest';
import { sc } from '@cityofzion/neon-js';
import { entryScriptCalls } from './invocation.ts';
it('names the contracts an entry script calls with System.Contract.Call (any operand sizes), and none of a truncated script', () => {
  const script =
    sc.createScript({
      scriptHash: 'd2a4cff31913016155e38e474a2c06d08be276cf',
      operation: 'transfer',
      args: [
        sc.ContractParam.hash160('NbnjKGMBJzJ6j5PHeYhjJDaQ5Vy5UYu4Fv'),
        sc.ContractParam.string('x'.repeat(300)),
        sc.ContractParam.integer(5),
        sc.ContractParam.any(),
      ],
    }) + sc.createScript({ scriptHash: 'ef4073a0f2b305a38ec4050e4d3d28bc40ea63f5', operation: 'vote', args: [] });
  expect(entryScriptCalls(Buffer.from(script, 'hex').toString('base64')).sort()).toEqual([
    '0xd2a4cff31913016155e38e474a2c06d08be276cf',
    '0xef4073a0f2b305a38ec4050e4d3d28bc40ea63f5',
  ]);
  expect(entryScriptCalls(Buffer.from('0c14', 'hex').toString('base64'))).toEqual([]);
});
