/**
 * The /get-gas form rules (SPEC §5, §8): a NEO amount is required ('Please enter a value to proceed'), NEO is
 * indivisible so it must be a whole positive number ('Invalid NEO to use'), the wallet must hold some NEO ('Not
 * enough NEO to swap') and at least the amount ('Token to be used value exceeds the balance in the connected wallet').
 */
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

/** The public settings route the page refreshes `isSwapFeatureActive` from. */
export const PUBLIC_SETTINGS_PATH = '/client/settings/public';

/** Read `isSwapFeatureActive` from the API; undefined when it cannot be read (the build-time value then stands). */
export async function fetchSwapActive(fetcher: typeof fetch = fetch): Promise<boolean | undefined> {
  try {
    const res = await fetcher(PUBLIC_SETTINGS_PATH, { headers: { accept: 'application/json', 'x-client-version': 'w2.46.1' } });
    if (!res.ok) return undefined;
    const body = (await res.json()) as { isSwapFeatureActive?: unknown };
    return typeof body.isSwapFeatureActive === 'boolean' ? body.isSwapFeatureActive : undefined;
  } catch {
    return undefined;
  }
}
