/**
 * The account's vote and the candidates (RPC getcandidates), with change-vote (NEO.md §2.1 `NEO.vote`). The same
 * candidate cannot be voted for again (SPEC §5). When the vote service is switched off or the candidates cannot be
 * read, SPEC §8's temporary-unavailability message shows instead.
 */
import { useState } from 'react';
import { ActionButton } from './ActionButton.tsx';
import { serviceUsable } from '../../../wallets/availability.ts';
import type { ServiceSetting } from '../../../wallets/config.ts';
import type { Candidate, N3AccountView, N3Service } from '../../../wallets/n3/index.ts';
import { rankCandidates } from '../../../wallets/n3/rewards.ts';
import type { WalletStore } from '../../../wallets/store/wallet-store.ts';
import { formatNumber } from '../../../lib/format.ts';
import { pageLocale, tr } from '../../../wallets/strings.ts';
import { shorten } from '../../../wallets/ui/messages.ts';
import type { Load } from '../../../wallets/ui/useLoad.ts';
import { CandidateSelect } from '../../../wallets/ui/CandidateSelect.tsx';
import { VoteDialog } from '../../../wallets/ui/VoteDialog.tsx';

const CANDIDATE_KEYS = { label: 'vote.candidate', empty: 'vote.choose', option: 'vote.option' };

interface Props {
  view: N3AccountView;
  candidates: Load<Candidate[]>;
  setting: ServiceSetting;
  service: N3Service;
  store: WalletStore<'n3'>;
  readOnly: boolean;
  onSettled: () => void;
}

/**
 * The vote card of an N3 account: the current vote with the candidate's rank and votes (getcandidates), and the
 * change-vote form unless `readOnly` (watch-only shows no form).
 */
export function VoteCard({ view, candidates, setting, service, store, readOnly, onSettled }: Props) {
  const [choice, setChoice] = useState('');
  const [open, setOpen] = useState(false);
  const list = candidates.state === 'ready' ? rankCandidates(candidates.data) : [];
  const usable = serviceUsable(
    setting,
    candidates.state === 'ready' ? list.length > 0 : candidates.state === 'loading' ? undefined : false,
  );
  const current = list.find((c) => c.publickey === view.voteTo);
  const same = !!choice && choice === view.voteTo;
  const disabled = readOnly || usable !== true || !choice || same || view.neo === 0n;
  return (
    <section className="card wallet-card" aria-labelledby="vote-title">
      <h3 id="vote-title">{tr('vote.title')}</h3>
      <p>
        {tr('vote.current')}{' '}
        {view.voteTo ? (
          <span className="mono" title={view.voteTo}>
            {current
              ? tr('vote.option', {
                  count: Number(current.votes),
                  rank: current.rank,
                  key: shorten(view.voteTo),
                  votes: formatNumber(BigInt(current.votes), pageLocale()),
                })
              : shorten(view.voteTo)}
          </span>
        ) : (
          <span className="muted">{tr('vote.none')}</span>
        )}
      </p>
      {usable === false && (
        <p className="wallet-warning" role="alert">
          {tr('unavailable.vote')}
        </p>
      )}
      {usable === undefined && <p className="muted">{tr('common.loading')}</p>}
      {usable && !readOnly && (
        <CandidateSelect keys={CANDIDATE_KEYS} candidates={list} value={choice} onChange={setChoice} />
      )}
      {same && <p className="wallet-warning">{tr('vote.same')}</p>}
      {!readOnly && view.neo === 0n && <p className="muted">{tr('vote.noNeo')}</p>}
      {!readOnly && (
        <ActionButton label={tr('vote.action')} disabled={disabled} store={store} onOpen={() => setOpen(true)} />
      )}
      {open && (
        <VoteDialog
          candidate={choice}
          service={service}
          store={store}
          gasBalance={view.gas}
          msPerBlock={view.msPerBlock}
          onClose={() => setOpen(false)}
          onSettled={onSettled}
        />
      )}
    </section>
  );
}
