/**
 * `npm run chain:neox`: the local Neo X node (TEST ONLY) by hand — Hardhat on 127.0.0.1:8545 (NEOX_PORT to change
 * it), chain id 47763, the bridge stand-in installed at 0x1212…0004, and the funded test accounts printed with
 * their test-only keys (to import into a wallet). Runs until Ctrl-C. The chain lives in memory: a restart starts
 * from block 0 again.
 */
import { deployNeoXStandIns } from '../neox/bridge.ts';
import { startNeoXNode } from '../neox/node.ts';
import { stopOnSignal } from '../until-stopped.ts';

const port = Number(process.env.NEOX_PORT ?? 8545);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`Invalid NEOX_PORT: ${process.env.NEOX_PORT}`);
  process.exit(1);
}

const node = await startNeoXNode({ port }).catch((error: Error) => {
  console.error(`Could not start the local Neo X node: ${error.message}`);
  process.exit(1);
});
const { bridge, relayer } = await deployNeoXStandIns(node.rpcUrl).catch(async (error: Error) => {
  console.error(`Could not install the bridge stand-in: ${error.message}`);
  await node.stop();
  process.exit(1);
});

console.log(`Neo X RPC: ${node.rpcUrl}`);
console.log(`Chain id: ${node.chainId} (0x${node.chainId.toString(16)}), currency GAS, 18 decimals`);
console.log(`Bridge stand-in: ${bridge} (relayer ${relayer})`);
console.log('Funded test accounts (10,000 GAS each; TEST ONLY keys, public — never fund them on a real network):');
const [demo, ...others] = node.accounts.filter((a) => a.address !== relayer);
console.log(`Demo Neo X address: ${demo!.address} (private key ${demo!.privateKey})`);
for (const account of others) console.log(`  ${account.address} (private key ${account.privateKey})`);
stopOnSignal(() => node.stop());
