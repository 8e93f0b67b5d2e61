/**
 * The review screen's comparison (issue #31 item 3): one row per field, labelled in the administrator's language,
 * the live value beside the proposed one; related records by name as chips (categories, blockchain versions),
 * logos as previews side by side, lists one entry per line with what was added or removed marked.
 */
import type { ReactNode } from 'react';
import { ENTITIES } from '../../../../content-schema/registry.ts';
import { fieldLabel, t } from '../i18n.ts';
import { useTitleMaps } from '../entities/relations.ts';
import { diffLines, type DiffLine } from './submission-diff.ts';
import { shown, type Review } from './submission-api.ts';

const RELATED = ['dappCategory', 'dappBlockchainVersion'] as const;

/** The label of a proposal field (`repositories` and `contracts` are the proposal's own names). */
export const proposalLabel = (field: string): string => fieldLabel(field, 'dapp');

function Chips({ ids, titles }: { ids: unknown; titles: Map<number, string> | undefined }) {
  const list = Array.isArray(ids) ? (ids as number[]) : [];
  if (!list.length) return <>—</>;
  return (
    <ul className="chips">
      {list.map((id) => (
        <li key={id} className="chip">
          {titles?.get(id) ?? `#${id}`}
        </li>
      ))}
    </ul>
  );
}

function Lines({ lines, side }: { lines: DiffLine[]; side: 'live' | 'proposed' }) {
  const own = lines.filter((l) => l.side === side || l.side === 'both');
  if (!own.length) return <>—</>;
  return (
    <ul className="diff-lines">
      {own.map((l) => (
        <li key={l.text} className={l.side === 'both' ? undefined : `diff-${side === 'live' ? 'removed' : 'added'}`}>
          {l.side === 'both' ? '' : side === 'live' ? '− ' : '+ '}
          {l.text}
        </li>
      ))}
    </ul>
  );
}

/** The field-by-field table of `review`; an edit shows the live record's column. */
export function SubmissionDiff({ review }: { review: Review }) {
  const titles = useTitleMaps(ENTITIES.dapp.relations, RELATED);
  const edit = !!review.live;
  const cell = (field: string, value: unknown, other: unknown, side: 'live' | 'proposed'): ReactNode => {
    if ((RELATED as readonly string[]).includes(field)) return <Chips ids={value} titles={titles[field]} />;
    if (field === 'imageUrl')
      return value ? (
        <img
          className="diff-logo"
          src={String(value)}
          alt={t(side === 'live' ? 'dashboard.submissions.liveLogo' : 'dashboard.submissions.proposedLogo')}
        />
      ) : (
        '—'
      );
    if (field === 'isDapp') return value === undefined ? '—' : t(value ? 'dashboard.yes' : 'dashboard.no');
    if (Array.isArray(value) || Array.isArray(other))
      return <Lines lines={diffLines(side === 'live' ? value : other, side === 'live' ? other : value)} side={side} />;
    return shown(value);
  };
  return (
    <div className="table-wrap card">
      <table className="entity-table submission-diff" aria-label={t('dashboard.submissions.diff')}>
        <thead>
          <tr>
            {/* The list tables pad a header's span, not the cell (styles/list.css): the headers never run together. */}
            <th scope="col">
              <span>{t('dashboard.submissions.field')}</span>
            </th>
            {edit && (
              <th scope="col">
                <span>{t('dashboard.submissions.live')}</span>
              </th>
            )}
            <th scope="col">
              <span>{t('dashboard.submissions.proposed')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {review.diff.map((row) => (
            <tr key={row.field} data-changed={row.changed && edit ? 'true' : undefined}>
              <th scope="row">
                <span>
                  {proposalLabel(row.field)}
                  {row.changed && edit && <span className="diff-changed"> {t('dashboard.submissions.changed')}</span>}
                </span>
              </th>
              {edit && (
                <td data-label={t('dashboard.submissions.live')}>{cell(row.field, row.live, row.proposed, 'live')}</td>
              )}
              <td data-label={t('dashboard.submissions.proposed')}>
                {cell(row.field, row.proposed, row.live, 'proposed')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
