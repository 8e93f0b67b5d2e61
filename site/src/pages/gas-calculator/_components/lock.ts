/**
 * The calculator's lock on the NEO-owned and bNEO-owned fields (SPEC §4): with a wallet connected the fields show its
 * balances and are locked; unlocked, the visitor types other amounts, and changing the vote or converting waits
 * until the fields are locked again. Without a wallet the fields are free and the actions ask to connect.
 */

/** Why the vote and convert actions cannot start (`connect`: no wallet; `relock`: fields unlocked), or undefined. */
export function actionBlock(state: { hasWallet: boolean; locked: boolean }): 'connect' | 'relock' | undefined {
  if (!state.hasWallet) return 'connect';
  return state.locked ? undefined : 'relock';
}

/** The text a field shows: the wallet balance while locked with a wallet (empty until read), else what was typed. */
export function fieldText(
  state: { hasWallet: boolean; locked: boolean },
  balance: string | undefined,
  typed: string,
): string {
  return state.hasWallet && state.locked ? (balance ?? '') : typed;
}
