/**
 * Where the calculator's figures come from (SPEC §8): live from a node, or — when no node answers — SPEC §8's
 * temporary-unavailability message with the build's snapshot, labelled as a chain reading of its date or as the
 * protocol configuration with its sources; then the parameters in use.
 */
import { formatDateUtc } from '../../../lib/format.ts';
import { formatDateTimeUtc } from '../../../lib/live-format.ts';
import type { CalculatorParams } from '../../../wallets/calculator/params.ts';
import { blocksPerDay } from '../../../wallets/n3/rewards.ts';
import { formatCount, formatLocalUnits, tr } from '../../../wallets/strings.ts';
import type { Load } from '../../../wallets/ui/useLoad.ts';
import { RetryButton } from '../../../wallets/ui/LoadNotice.tsx';

/** The label of the build's snapshot. */
function SnapshotLabel({ snapshot, locale }: { snapshot: CalculatorParams; locale: string }) {
  if (snapshot.origin !== 'protocol') {
    return (
      <p data-snapshot="build">
        {tr('calculator.status.snapshotBuild', {
          time: formatDateTimeUtc(snapshot.asOf, locale),
          node: snapshot.node ?? '',
          height: snapshot.height ?? '',
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
          </ul>
        </details>
      )}
    </div>
  );
}

interface Props {
  live: Load<CalculatorParams>;
  snapshot: CalculatorParams;
  params: CalculatorParams;
  hydrated: boolean;
  locale: string;
  /** Read the chain again (the live read's `reload`): offered when it found no node or failed. */
  retry?: () => void;
}

/** The status line, the snapshot label when the snapshot is in use, and the parameters in use. */
export function ParamsStatus({ live, snapshot, params, hydrated, locale, retry }: Props) {
  const blocks = blocksPerDay(params.msPerBlock);
  const gasPerBlock = BigInt(params.gasPerBlock);
  return (
    <section
      className="card wallet-card calculator-status"
      aria-label={tr('calculator.status.title')}
      data-origin={params.origin}
    >
      {live.state === 'ready' && (
        <p>
          {tr('calculator.status.live', {
            node: params.node ?? '',
            height: params.height ?? '',
            time: formatDateTimeUtc(params.asOf, locale),
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
          <p className="muted">{tr('calculator.status.snapshotShown')}</p>
          <SnapshotLabel snapshot={snapshot} locale={locale} />
        </div>
      )}
      <dl className="wallet-facts">
        <dt>{tr('calculator.facts.gasPerBlock')}</dt>
        <dd>{tr('calculator.facts.gas', { amount: formatLocalUnits(gasPerBlock, 8) })}</dd>
        <dt>{tr('calculator.facts.blockTime')}</dt>
        <dd>{tr('calculator.facts.seconds', { seconds: formatCount(params.msPerBlock / 1000) })}</dd>
        <dt>{tr('calculator.facts.blocksPerDay')}</dt>
        <dd>{formatCount(blocks)}</dd>
        <dt>{tr('calculator.facts.emission')}</dt>
        <dd>{tr('calculator.facts.gas', { amount: formatLocalUnits(gasPerBlock * blocks, 8) })}</dd>
      </dl>
    </section>
  );
}
