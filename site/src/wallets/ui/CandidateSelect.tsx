/** The choice of a candidate to vote for, ranked by votes: the calculator's NEO card and the wallet's vote card. */
import { formatNumber } from '../../lib/format.ts';
import type { CandidateVotesLike } from '../n3/rewards.ts';
import { pageLocale, tr } from '../strings.ts';
import { shorten } from './messages.ts';

/** The i18n keys of a candidate select: its label, the first (empty) option, and a candidate's option. */
export interface CandidateSelectKeys {
  label: string;
  empty: string;
  /** Given `count` (the votes, for the plural), `rank`, `key` (shortened), `votes` (formatted) and `vars`. */
  option: string;
}

interface Props<T extends CandidateVotesLike & { rank: number }> {
  keys: CandidateSelectKeys;
  candidates: readonly T[];
  /** The chosen candidate's public key; empty: none. */
  value: string;
  onChange: (publickey: string) => void;
  disabled?: boolean;
  /** More variables of a candidate's option text. */
  vars?: (candidate: T) => Record<string, string>;
}

/** A `wallet-field` select of the candidates by public key, each option naming its rank, key and votes. */
export function CandidateSelect<T extends CandidateVotesLike & { rank: number }>(p: Props<T>) {
  return (
    <label className="wallet-field">
      <span>{tr(p.keys.label)}</span>
      <select value={p.value} onChange={(e) => p.onChange(e.target.value)} disabled={p.disabled}>
        <option value="">{tr(p.keys.empty)}</option>
        {p.candidates.map((c) => (
          <option key={c.publickey} value={c.publickey}>
            {tr(p.keys.option, {
              count: Number(c.votes),
              rank: c.rank,
              key: shorten(c.publickey, 8),
              votes: formatNumber(BigInt(c.votes), pageLocale()),
              ...p.vars?.(c),
            })}
          </option>
        ))}
      </select>
    </label>
  );
}
