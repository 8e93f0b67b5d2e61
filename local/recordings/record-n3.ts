/**
 * `npm run record:n3`: records the N3 JSON-RPC answers the unit tests replay, from a real node — a fresh local
 * neo-go privnet (local/privnet/) on which it runs the transactions whose answers the tests need. Each recording
 * (local/recordings/n3/<name>.json) names the node and version that answered, the network magic, when, the request
 * and the answer (`result` or `error`) exactly as the node sent them. Run it again after a neo-go upgrade.
 */
import { sc, tx, u, wallet } from '@cityofzion/neon-js';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compileStandIns } from '../contracts/n3/compile.ts';
import { deployStandIns } from '../contracts/n3/deploy.ts';
import { NATIVE } from '../../chain/n3/native.ts';
import { invoke, sendRaw, signTransaction, transferCall, waitForApplicationLog } from '../privnet/send.ts';
import { preparePrivnet } from '../privnet/fund.ts';
import { COMMITTEE_PUBLIC_KEY, committeeAccount, committeeMultisig, demoAccount } from '../privnet/keys.ts';
import { ensureNeoGo } from '../privnet/neo-go.ts';
import { startN3Privnet } from '../privnet/node.ts';
import type { N3Recording } from './replay.ts';

const OUT = join(import.meta.dirname, 'n3');

const node = await startN3Privnet({ log: console.log });
try {
  await preparePrivnet(node.rpcUrl, node.magic);
  const raw = async (method: string, params: unknown[]) => {
    const response = await fetch(node.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
    return (await response.json()) as { result?: unknown; error?: { code: number; message: string; data?: string } };
  };
  const version = ((await raw('getversion', [])).result as { useragent: string }).useragent;
  const record = async (name: string, method: string, params: unknown[], note: string, context?: Record<string, string>) => {
    const answer = await raw(method, params);
    const recording: N3Recording = {
      node: version, network: node.magic, recordedAt: new Date().toISOString(), note, ...(context ? { context } : {}),
      request: { method, params }, ...(answer.error ? { error: answer.error } : { result: answer.result }),
    };
    await writeFile(join(OUT, `${name}.json`), `${JSON.stringify(recording, null, 2)}\n`);
    console.log(`recorded ${name}`);
  };
  const demo = demoAccount();
  const run = (calls: Parameters<typeof sc.createScript>, signer = demo) => invoke(node.rpcUrl, node.magic, sc.createScript(...calls), [{ account: signer }]);

  await record('getversion', 'getversion', [], 'the privnet node\'s version and protocol settings');
  await record('getgasperblock', 'invokefunction', [NATIVE.NEO, 'getGasPerBlock', []], 'NeoToken.getGasPerBlock: 5 GAS at genesis');
  await record('getcandidates', 'getcandidates', [], 'two registered candidates (committee key and voter key), no votes yet');
  await record('invoke-fault', 'invokefunction', [NATIVE.NEO, 'noSuchMethod', []], 'a test run that FAULTs (unknown method)');

  // A claim (NEO self transfer of 0): HALT with true.
  const claim = await run([transferCall(NATIVE.NEO, demo.address, demo.address, 0n)]);
  await record('applog-halt-true', 'getapplicationlog', [claim.txid], 'a claim: NEO.transfer(demo, demo, 0) HALTs with true and pays out GAS');
  await record('rawtx-known', 'getrawtransaction', [claim.txid, true], 'the claim transaction, included: blockhash, confirmations, blocktime (ms)');
  // More NEO than the sender holds: the transfer answers false without FAULT (neo FungibleToken semantics).
  const tooMuch = await run([transferCall(NATIVE.NEO, demo.address, demo.address, 10n ** 12n)]);
  await record('applog-halt-false', 'getapplicationlog', [tooMuch.txid], 'NEO.transfer of more than the balance: HALT with false');
  // A system fee below what the script needs: the transaction lands and FAULTs for lack of GAS.
  const starved = await signTransaction(node.rpcUrl, node.magic, sc.createScript({ scriptHash: NATIVE.NEO.slice(2), operation: 'vote', args: [sc.ContractParam.hash160(demo.address), sc.ContractParam.publicKey(COMMITTEE_PUBLIC_KEY)] }), [{ account: demo }]);
  starved.systemFee = u.BigInteger.fromNumber(1000);
  starved.witnesses = [];
  starved.sign(demo, node.magic);
  const starvedLog = await waitForApplicationLog(node.rpcUrl, await sendRaw(node.rpcUrl, starved));
  if (starvedLog.executions[0]!.vmstate !== 'FAULT') throw new Error('the starved transaction did not FAULT');
  await record('applog-fault-gas', 'getapplicationlog', [starvedLog.txid], 'a transaction whose system fee is too low: FAULT, neo-go\'s "GAS limit exceeded" exception');
  await record('applog-unknown', 'getapplicationlog', [`0x${'ab'.repeat(32)}`], 'a transaction the node does not know');
  await record('rawtx-unknown', 'getrawtransaction', [`0x${'ab'.repeat(32)}`, true], 'a transaction the node does not know');
  const unsigned = new tx.Transaction({ script: sc.createScript(transferCall(NATIVE.GAS, demo.address, demo.address, 1n)), validUntilBlock: 1000,
    signers: [new tx.Signer({ account: demo.scriptHash, scopes: tx.WitnessScope.CalledByEntry })],
    witnesses: [new tx.Witness({ invocationScript: '', verificationScript: wallet.getVerificationScriptFromPublicKey(demo.publicKey) })] });
  // A bridge deposit on the N3 bridge stand-in (local/contracts/n3/bridge): depositNative(from, to, 2 GAS, max fee
  // 0.1 GAS) under CustomContracts [bridge, GAS], as the product builds it; its log carries the NativeDeposit event.
  const standIns = await deployStandIns(node.rpcUrl, committeeAccount(), node.magic, await compileStandIns(await ensureNeoGo(console.log)), {
    neoFrom: { account: committeeMultisig(), keys: [committeeAccount()] }, flmTo: [demo.address],
  });
  const bridge = standIns.BRIDGE.replace(/^0x/, '');
  const neoXRecipient = '0x7e57000000000000000000000000000000b71d6e';
  const deposit = await invoke(node.rpcUrl, node.magic, sc.createScript({ scriptHash: bridge, operation: 'depositNative', args: [
    sc.ContractParam.hash160(demo.address), sc.ContractParam.fromJson({ type: 'Hash160', value: neoXRecipient }), sc.ContractParam.integer(200_000_000), sc.ContractParam.integer(10_000_000),
  ] }), [{ account: demo, scopes: tx.WitnessScope.CustomContracts, allowedContracts: [bridge, NATIVE.GAS.slice(2)] }]);
  await record('applog-bridge-deposit', 'getapplicationlog', [deposit.txid], 'the first deposit on the N3 bridge stand-in: depositNative(demo, 0x7e57…1d6e, 2 GAS, 0.1 GAS); NativeDeposit nonce 1', { bridge: standIns.BRIDGE, neoXRecipient });
  // The bridge's limits as the product reads them: one test run of its safe methods, in the product's order
  // (site/src/wallets/bridge/contract.ts LIMIT_METHODS; its test checks the script is the same), after that deposit.
  const limits = sc.createScript(...['nativeDepositFee', 'minNativeDeposit', 'maxNativeDeposit', 'maxTotalDepositedNative', 'isPaused', 'depositsArePaused', 'getNativeBridge']
    .map((operation) => ({ scriptHash: bridge, operation, args: [] })));
  await record('invoke-bridge-limits', 'invokescript', [u.hex2base64(limits)], 'the N3 bridge stand-in\'s fee, minimum, maximum, cap, pauses and NativeTokenBridgeV3 state after one 2 GAS deposit', { bridge: standIns.BRIDGE });
  await record('calculatenetworkfee', 'calculatenetworkfee', [u.hex2base64(unsigned.serialize(true))], 'the network fee of a one-signature GAS transfer');
} finally {
  await node.stop();
}
