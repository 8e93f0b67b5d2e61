/**
 * The change-vote dialog (NEO.md §2.1 `NEO.vote(account, candidate)`): the N3 action dialog with the vote request.
 * Opened by /my-wallet's vote card and the GAS calculator; the caller checks SPEC §5's rules before opening it.
 */
import { tr } from '../strings.ts';
import { shorten } from './messages.ts';
import { N3ActionDialog, type N3DialogHostProps } from './N3ActionDialog.tsx';

export interface VoteDialogProps extends N3DialogHostProps {
  /** The candidate's public key (33-byte compressed, hex). */
  candidate: string;
}

/** Vote for `candidate` with the connected N3 wallet. */
export function VoteDialog({ candidate, service, store, gasBalance, msPerBlock, onClose, onSettled }: VoteDialogProps) {
  return (
    <N3ActionDialog
      kind="vote"
      title={tr('vote.dialogTitle')}
      summary={<p>{tr('vote.summary', { key: shorten(candidate, 8) })}</p>}
      service={service}
      store={store}
      build={(account) => service.requests.vote(account, candidate)}
      gasBalance={gasBalance}
      msPerBlock={msPerBlock}
      onClose={onClose}
      {...(onSettled ? { onSettled } : {})}
    />
  );
}
