/**
 * The N3 library, imported in one place: `@cityofzion/neon-js` (its rpc, sc, tx, u and wallet are neon-core's).
 * The site build resolves this import to neon-core's ES modules (see site/astro.config.ts, `wallets/build/`),
 * so only the parts used here reach the browser; Node (tests) uses the package as published.
 */
export { CONST, rpc, sc, tx, u, wallet } from '@cityofzion/neon-js';
import type * as NeonCore from '@cityofzion/neon-core';
/** ContractParam JSON (`{ type, value }`). */
export type ContractParamJson = NeonCore.sc.ContractParamJson;
export type NeonSigner = NeonCore.tx.Signer;
