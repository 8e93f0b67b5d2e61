/**
 * The change-vote dialog (NEO.md §2.1 `NEO.vote(account, candidate)`): the N3 action dialog with the vote request.
 * Opened by /my-wallet's vote card and the GAS calculator; the caller checks SPEC §5's rules before opening it.
 */
import type { N3Service } from '../n3/index.ts';
import type { WalletStore } from '../store/wallet-store.ts';
import { tr } from '../strings.ts';
import { shorten } from './messages.ts';
import { N3ActionDialog } from './N3ActionDialog.tsx';

export interface VoteDialogProps {
  /** The candidate's public key (33-byte compressed, hex). */
  candidate: string;
  service: N3Service;
  store: WalletStore<'n3'>;
  /** GAS balance, fractions of 10^-8 (undefined: not read; the wallet then decides). */
  gasBalance: bigint | undefined;
  msPerBlock?: number | undefined;
  onClose: () => void;
  onSettled?: () => void;
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
