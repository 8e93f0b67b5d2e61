/**
 * The NEO → GAS form rules of /get-gas and the /my-wallet card (SPEC §5, §8): a NEO amount is required ('Please
 * enter a value to proceed'), NEO is indivisible so it must be a whole positive number ('Invalid NEO to use'), the
 * wallet must hold some NEO ('Not enough NEO to swap') and at least the amount ('Token to be used value exceeds the
 * balance in the connected wallet').
 */
import type { PublicGlobal } from '../../../../content-schema/entities/settings.ts';
import { loadPublicGlobal } from '../../lib/public-global.ts';

export type GetGasProblem = 'required' | 'invalidNeo' | 'notEnoughNeo' | 'exceeds';

/** The first rule `text` breaks for a wallet holding `neoBalance` NEO (undefined when not connected), or undefined. */
export function getGasProblem(text: string, neoBalance: bigint | undefined): GetGasProblem | undefined {
  if (neoBalance !== undefined && neoBalance < 1n) return 'notEnoughNeo';
  const value = text.trim();
  if (!value) return 'required';
  if (!/^\d+$/.test(value) || BigInt(value) <= 0n) return 'invalidNeo';
  if (neoBalance !== undefined && BigInt(value) > neoBalance) return 'exceeds';
  return undefined;
}

/** Read `isSwapFeatureActive` from the page's public settings (GET /client/global/public); undefined when they cannot be read (the build-time value then stands). */
export async function fetchSwapActive(
  load: () => Promise<PublicGlobal | undefined> = loadPublicGlobal,
): Promise<boolean | undefined> {
  return (await load())?.isSwapFeatureActive;
}
