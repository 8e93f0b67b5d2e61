/**
 * What an N3 transaction is made of, as this product builds it (NEO.md §6: the `ContractInvocationMulti` of the
 * WalletConnect neo3 namespace and NeoLine's `invokeMultiple` arguments): contract calls, signers and the account
 * they act for. The wallet interface (site/src/wallets/types.ts) and the chain code share these shapes.
 */

/** A contract argument in ContractParam JSON form (`{ type: 'Hash160', value: 'N…' }`, `{ type: 'Integer', value: '5' }`). */
export interface N3Arg {
  type: 'Any' | 'Boolean' | 'Integer' | 'ByteArray' | 'String' | 'Hash160' | 'Hash256' | 'PublicKey' | 'Array';
  value?: string | boolean | null | N3Arg[];
}

/** One contract call of an N3 transaction. `scriptHash` is `0x` + 40 hex. */
export interface N3Invocation {
  scriptHash: string;
  operation: string;
  args: N3Arg[];
  abortOnFail?: boolean;
}

/** Witness scopes (neo WitnessScope): CalledByEntry 1 (0x01), CustomContracts 16 (0x10). */
export const WITNESS_SCOPE = {
  None: 0,
  CalledByEntry: 1,
  CustomContracts: 16,
  CustomGroups: 32,
  WitnessRules: 64,
  Global: 128,
} as const;

/** A signer: `account` is the signer's script hash (`0x` + 40 hex). */
export interface N3Signer {
  account: string;
  scopes: number;
  allowedContracts?: string[];
}

/** What an N3 wallet signs and relays: one transaction with these calls in order. */
export interface N3Request {
  invocations: N3Invocation[];
  signers: N3Signer[];
}

/** The account a tool acts for: its N3 address and script hash (`0x` + 40 hex, big-endian). */
export interface N3Account {
  address: string;
  scriptHash: string;
}
