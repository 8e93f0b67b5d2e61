/**
 * The wrap (NEO → bNEO) and unwrap (bNEO → NEO) dialogs through NeoBurger (NEO.md §3.2): the N3 action dialog with
 * the request, and for unwrap the 0.001 GAS per NEO the contract takes. Opened by /my-wallet's wrap card and the
 * GAS calculator; the caller checks SPEC §5's rules (`wrapProblem`) before opening it.
 */
import type { N3AccountView } from '../n3/index.ts';
import { BNEO_PER_NEO, UNWRAP_GAS_PER_NEO } from '../n3/invocations.ts';
import { formatLocalUnits, parseLocalUnits, tr } from '../strings.ts';
import { N3ActionDialog, type N3DialogHostProps } from './N3ActionDialog.tsx';

export type WrapDirection = 'wrap' | 'unwrap';

/** Why typed whole NEO cannot be wrapped/unwrapped (a `wallet.wrap.errors.*` key), or undefined when it can. */
export function wrapProblem(
  text: string,
  direction: WrapDirection,
  balances: Pick<N3AccountView, 'neo' | 'bneo'>,
): string | undefined {
  if (!text.trim()) return 'required';
  const neo = parseLocalUnits(text, 0);
  if (neo === undefined || neo <= 0n) return 'invalid';
  const balance = direction === 'wrap' ? balances.neo : (balances.bneo ?? 0n) / BNEO_PER_NEO;
  return neo > balance ? 'exceeds' : undefined;
}

export interface WrapDialogProps extends N3DialogHostProps {
  direction: WrapDirection;
  /** Whole NEO to wrap, or to get back by unwrapping. */
  neo: bigint;
}

/** Wrap or unwrap `neo` NEO with the connected N3 wallet. */
export function WrapDialog({
  direction,
  neo,
  service,
  store,
  gasBalance,
  msPerBlock,
  onClose,
  onSettled,
}: WrapDialogProps) {
  const wrap = direction === 'wrap';
  return (
    <N3ActionDialog
      kind={direction}
      title={tr(wrap ? 'wrap.wrapTitle' : 'wrap.unwrapTitle')}
      summary={<p>{tr(wrap ? 'wrap.wrapSummary' : 'wrap.unwrapSummary', { amount: formatLocalUnits(neo, 0) })}</p>}
      service={service}
      store={store}
      build={(account) => (wrap ? service.requests.wrap(account, neo) : service.requests.unwrap(account, neo))}
      gasBalance={gasBalance}
      extraGas={wrap ? 0n : neo * UNWRAP_GAS_PER_NEO}
      msPerBlock={msPerBlock}
      dependsOn="bneo"
      onClose={onClose}
      {...(onSettled ? { onSettled } : {})}
    />
  );
}
