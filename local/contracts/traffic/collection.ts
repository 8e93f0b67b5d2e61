/**
 * The traffic generator's NEP-11 stand-in (collection/collection.go, TEST ONLY): compiled like the counter
 * (counter.ts), deployed with `deployCounter` (any traffic contract), its items minted by the deployer and
 * transferred by their owners — each a `Transfer(from, to, 1, tokenId)` the N3 indexer counts (NEP-11).
 */
import { join } from 'node:path';
import { sc, u, type wallet } from '@cityofzion/neon-js';
import { compileTrafficContract } from './counter.ts';

type Account = InstanceType<typeof wallet.Account>;

/** Compile collection/collection.go; throws with the compiler's output when it fails. */
export const compileCollection = () => compileTrafficContract(join(import.meta.dirname, 'collection'), 'collection');

/** `mint(to, name)`: the next item (ids "1", "2", … in mint order) for `to`; the deployer signs. */
export const mintCall = (hash: string, to: Account, name: string) => ({
  scriptHash: hash.slice(2),
  operation: 'mint',
  args: [sc.ContractParam.hash160(to.scriptHash), sc.ContractParam.string(name)],
});

/** NEP-11 `transfer(to, tokenId, data)` of a non-divisible item; its owner signs. */
export const nftTransferCall = (hash: string, to: Account, tokenId: string) => ({
  scriptHash: hash.slice(2),
  operation: 'transfer',
  args: [
    sc.ContractParam.hash160(to.scriptHash),
    sc.ContractParam.byteArray(u.HexString.fromHex(u.str2hexstring(tokenId), true)),
    sc.ContractParam.any(null),
  ],
});
