/**
 * Where the calculator's figures come from (SPEC §8): live from a node, or — when no node answers — SPEC §8's
 * temporary-unavailability message with the build's snapshot, labelled as a chain reading of its date or as
 * mainnet's protocol configuration with its sources (none on another network); then the parameters in use. Each
 * chain figure carries `data-figure` (and its raw `data-value`) for the figure ledger.
 */
import { formatDateUtc, formatNumber } from '../../../lib/format.ts';
import { formatDateTimeUtc } from '../../../lib/live-format.ts';
import type { CalculatorParams } from '../../../wallets/calculator/params.ts';
import { blocksPerDay } from '../../../wallets/n3/rewards.ts';
import { formatLocalUnits, pageLocale, tr } from '../../../wallets/strings.ts';
import type { Load } from '../../../wallets/ui/useLoad.ts';
import { RetryButton } from '../../../wallets/ui/LoadNotice.tsx';

/** The label of the build's snapshot. */
function SnapshotLabel({ snapshot, locale }: { snapshot: CalculatorParams; locale: string }) {
  if (snapshot.origin !== 'protocol') {
    return (
      <p data-snapshot="build" data-figure="calculator.snapshot-block" data-value={snapshot.height}>
        {tr('calculator.status.snapshotBuild', {
          time: formatDateTimeUtc(snapshot.asOf, locale),
          node: snapshot.node ?? '',
          height: snapshot.height === undefined ? '' : formatNumber(snapshot.height, pageLocale()),
        })}
      </p>
    );
  }
  return (
    <div data-snapshot="protocol">
      <p>{tr('calculator.status.snapshotProtocol', { date: formatDateUtc(snapshot.asOf, locale) })}</p>
      <p className="muted">{tr('calculator.status.protocolNote')}</p>
      {snapshot.sources && (
        <details>
          <summary>{tr('calculator.status.sources')}</summary>
          <ul>
            <li>{snapshot.sources.gasPerBlock}</li>
            <li>{snapshot.sources.msPerBlock}</li>
            <li>{snapshot.sources.committee}</li>
          </ul>
        </details>
      )}
    </div>
  );
}

interface Props {
  live: Load<CalculatorParams>;
  /** The build's snapshot; null on a network other than mainnet whose node did not answer at build time. */
  snapshot: CalculatorParams | null;
  hydrated: boolean;
  locale: string;
  /** Read the chain again (the live read's `reload`): offered when it found no node or failed. */
  retry?: () => void;
}

/** The parameters in use: the live reading, else the build's snapshot; null when there are none. */
export function paramsInUse(live: Load<CalculatorParams>, snapshot: CalculatorParams | null): CalculatorParams | null {
  return live.state === 'ready' ? live.data : snapshot;
}

/** The parameters in use, then the status line and the snapshot label when the snapshot is in use. */
export function ParamsStatus({ live, snapshot, hydrated, locale, retry }: Props) {
  const params = paramsInUse(live, snapshot);
  return (
    <section
      className="card wallet-card calculator-status"
      aria-label={tr('calculator.status.title')}
      data-origin={params?.origin}
    >
      {/* The figures first, then where they come from: the reading's lines change height, nothing after them moves. */}
      {params && <Facts params={params} />}
      {live.state === 'ready' && (
        <p data-figure="calculator.block" data-value={live.data.height}>
          {tr('calculator.status.live', {
            node: live.data.node ?? '',
            height: formatNumber(live.data.height ?? 0, pageLocale()),
            time: formatDateTimeUtc(live.data.asOf, locale),
          })}
        </p>
      )}
      {live.state === 'loading' && hydrated && (
        <p className="muted" role="status">
          {tr('calculator.status.loading')}
        </p>
      )}
      {(live.state === 'unreachable' || live.state === 'failed') && (
        <p className="wallet-warning" role="alert" data-unavailable>
          {tr(live.state === 'unreachable' ? 'calculator.status.unavailable' : 'calculator.status.failed')}
        </p>
      )}
      {(live.state === 'unreachable' || live.state === 'failed') && retry && <RetryButton retry={retry} />}
      {live.state !== 'ready' && (
        <div className="calculator-snapshot">
          {snapshot ? (
            <>
              <p className="muted">{tr('calculator.status.snapshotShown')}</p>
              <SnapshotLabel snapshot={snapshot} locale={locale} />
            </>
          ) : (
            <p className="muted">{tr('calculator.status.noSnapshot')}</p>
          )}
        </div>
      )}
    </section>
  );
}

/** The parameters in use: GasPerBlock, block time, blocks and GAS per day, committee members and validators. */
function Facts({ params }: { params: CalculatorParams }) {
  const blocks = blocksPerDay(params.msPerBlock);
  const gasPerBlock = BigInt(params.gasPerBlock);
  const counts = params.committeeCounts;
  return (
    <dl className="wallet-facts">
      <dt>{tr('calculator.facts.gasPerBlock')}</dt>
      <dd data-figure="calculator.gas-per-block" data-value={params.gasPerBlock}>
        {tr('calculator.facts.gas', { amount: formatLocalUnits(gasPerBlock, 8) })}
      </dd>
      <dt>{tr('calculator.facts.blockTime')}</dt>
      <dd data-figure="calculator.block-time" data-value={params.msPerBlock}>
        {tr('calculator.facts.seconds', { seconds: formatNumber(params.msPerBlock / 1000, pageLocale()) })}
      </dd>
      <dt>{tr('calculator.facts.blocksPerDay')}</dt>
      <dd>{formatNumber(blocks, pageLocale())}</dd>
      <dt>{tr('calculator.facts.emission')}</dt>
      <dd>{tr('calculator.facts.gas', { amount: formatLocalUnits(gasPerBlock * blocks, 8) })}</dd>
      <dt>{tr('calculator.facts.committee')}</dt>
      <dd data-figure="calculator.committee-size" data-value={counts?.members}>
        {counts ? formatNumber(counts.members, pageLocale()) : tr('calculator.facts.notRead')}
      </dd>
      <dt>{tr('calculator.facts.validators')}</dt>
      <dd data-figure="calculator.validators-count" data-value={counts?.validators}>
        {counts ? formatNumber(counts.validators, pageLocale()) : tr('calculator.facts.notRead')}
      </dd>
    </dl>
  );
}
