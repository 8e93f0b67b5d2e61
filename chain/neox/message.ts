/**
 * Neo X signed messages: EIP-191 `personal_sign`, checked with viem's `verifyMessage` (the address recovered from the
 * secp256k1 signature of the message's EIP-191 hash). A module of its own so the API loads it, and secp256k1, only
 * when a Neo X claim is checked (functions/domain/claims/signatures.ts imports it dynamically; infra/bundle.ts).
 */
export { verifyMessage } from 'viem';
