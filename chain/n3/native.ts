/**
 * Script hashes of the N3 native contracts: the same on every N3 network, the local privnet included
 * (NEO.md §0: neo tests/Neo.UnitTests/SmartContract/Native/UT_NativeContract.cs; neon-js consts.ts).
 */
export const NATIVE = {
  NEO: '0xef4073a0f2b305a38ec4050e4d3d28bc40ea63f5',
  GAS: '0xd2a4cff31913016155e38e474a2c06d08be276cf',
  POLICY: '0xcc5e4edd9f5f8dba8bb65734541df7a1c081c67b',
  CONTRACT_MANAGEMENT: '0xfffdc93764dbaddd97c48f252a53ea4643faa3fd',
  LEDGER: '0xda65b600f7124ce6c79950c1772a36403104f2be',
} as const;
