/**
 * The NEO card (NEO.md §1.5): NEO owned, the candidate voted for (ordered by votes, each with its role in the
 * committee the node answers: the next block's validators count double), the holder and voter shares per period,
 * and "vote for this candidate" through the shared vote dialog, which waits for the lock (SPEC §4) and refuses the
 * current candidate again (SPEC §5).
 */
import { useState } from 'react';
import { estimateNeo, rankedCandidates, type RankedCandidate } from '../../../wallets/calculator/estimate.ts';
import { periodAmounts } from '../../../wallets/n3/rewards.ts';
import { formatNumber } from '../../../lib/format.ts';
import { formatLocalUnits, pageLocale, parseLocalUnits, tr } from '../../../wallets/strings.ts';
import { shorten } from '../../../wallets/ui/messages.ts';
import { CandidateSelect } from '../../../wallets/ui/CandidateSelect.tsx';
import { VoteDialog } from '../../../wallets/ui/VoteDialog.tsx';
import { AmountField } from './AmountField.tsx';
import type { CalculatorCardProps } from './card-props.ts';
import { PeriodTable } from './PeriodTable.tsx';

/** The candidate's role in the node's committee, as the `calculator.neo.roles` strings name it. */
export const roleOf = (c: RankedCandidate) =>
  c.factor === 2n ? 'validator' : c.factor === 1n ? 'committee' : 'candidate';

const CANDIDATE_KEYS = {
  label: 'calculator.neo.candidate',
  empty: 'calculator.neo.notVoting',
  option: 'calculator.neo.option',
};

interface Props extends CalculatorCardProps {
  /** The candidate chosen (a public key; empty: not voting), and its setter. */
  choice: string;
  onChoice: (key: string) => void;
}

/** The NEO card. */
export function NeoCard({
  params,
  text,
  onText,
  locked,
  choice,
  onChoice,
  block,
  account,
  service,
  store,
  hydrated,
  onSettled,
}: Props) {
  const [open, setOpen] = useState(false);
  const neo = parseLocalUnits(text, 0);
  const ranked = rankedCandidates(params);
  const estimate = estimateNeo(params, neo ?? 0n, choice || undefined);
  const same = !!account && !!choice && choice === account.voteTo;
  const voteBlocked =
    !!block || !service || !account || !choice || same || account.neo === 0n || ranked.state !== 'ready';
  return (
    <section className="card wallet-card" aria-labelledby="calc-neo-title" data-card="neo">
      <h2 id="calc-neo-title">{tr('calculator.neo.title')}</h2>
      <AmountField
        id="calc-neo"
        label={tr('calculator.neo.owned')}
        unit="NEO"
        value={text}
        onChange={onText}
        locked={locked}
        error={neo === undefined && text.trim() ? tr('calculator.neo.invalid') : undefined}
      />
      {ranked.state === 'ready' && (
        <CandidateSelect
          keys={CANDIDATE_KEYS}
          candidates={ranked.candidates}
          value={choice}
          onChange={onChoice}
          disabled={!hydrated}
          vars={(c) => ({ role: tr(`calculator.neo.roles.${roleOf(c)}`) })}
        />
      )}
      {estimate.candidate && (
        <p
          className="muted"
          data-figure="calculator.candidate-votes"
          data-value={estimate.candidate.votes}
          data-candidate={estimate.candidate.publickey}
        >
          {tr('calculator.neo.candidateVotes', {
            count: Number(estimate.candidate.votes),
            votes: formatNumber(BigInt(estimate.candidate.votes), pageLocale()),
          })}
        </p>
      )}
      {ranked.state !== 'ready' && (
        <p className="wallet-warning" role="note">
          {params.origin === 'protocol'
            ? tr('calculator.neo.votesSnapshot')
            : `${tr('unavailable.vote')} ${tr('calculator.neo.votesUnavailable')}`}
        </p>
      )}
      {estimate.candidate?.factor === 0n && <p className="muted">{tr('calculator.neo.outside')}</p>}
      {account?.voteTo && <p className="muted">{tr('calculator.neo.current', { key: shorten(account.voteTo, 8) })}</p>}
      {neo !== undefined && (
        <PeriodTable
          caption={tr('calculator.table.captionNeo', { neo: formatLocalUnits(neo, 0) })}
          columns={[
            { label: tr('calculator.table.holder'), values: periodAmounts(estimate.holder) },
            ...(estimate.voter !== undefined
              ? [{ label: tr('calculator.table.voter'), values: periodAmounts(estimate.voter) }]
              : []),
            { label: tr('calculator.table.total'), values: estimate.periods, figure: 'calculator.daily-total' },
          ]}
        />
      )}
      {same && <p className="wallet-warning">{tr('vote.same')}</p>}
      {block === 'relock' && (
        <p className="wallet-warning" id="calc-vote-reason">
          {tr('calculator.lock.relock')}
        </p>
      )}
      {block === 'connect' ? (
        <button type="button" className="btn" disabled={!hydrated} onClick={store.openModal}>
          {tr('calculator.neo.connectToVote')}
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-primary"
          disabled={voteBlocked}
          aria-describedby={block ? 'calc-vote-reason' : undefined}
          onClick={() => store.executeWithWallet(() => setOpen(true))}
        >
          {tr('calculator.neo.changeVote')}
        </button>
      )}
      {open && service && (
        <VoteDialog
          candidate={choice}
          service={service}
          store={store}
          gasBalance={account?.gas}
          msPerBlock={account?.msPerBlock}
          onClose={() => setOpen(false)}
          onSettled={onSettled}
        />
      )}
    </section>
  );
}
