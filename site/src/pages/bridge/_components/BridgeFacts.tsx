/** The bridge's fee, limits and cap (SPEC §5, §9), from the contract or labelled as the configured values. */
import { remainingCap, type BridgeLimits } from '../../../wallets/bridge/limits.ts';
import { formatLocalUnits, tr } from '../../../wallets/strings.ts';

/** `12345600000n` → `'123.456 GAS'` (one text node, so the server HTML reads "0.1 GAS"). */
export const gas = (datoshi: bigint): string => `${formatLocalUnits(datoshi, 8)} GAS`;

/**
 * The facts card; `configured` marks each figure when the contract was not read. Each chain figure carries
 * `data-figure` and its datoshi as `data-value` for the figure ledger (tests/chain/figures.test.ts).
 */
export function BridgeFacts({ limits }: { limits: BridgeLimits }) {
  const configured = limits.source === 'configured';
  const mark = configured ? ` (${tr('bridge.facts.configuredLabel')})` : '';
  return (
    <section className="card wallet-card" aria-labelledby="bridge-facts-title" data-source={limits.source}>
      <h2 id="bridge-facts-title">{tr('bridge.facts.title')}</h2>
      <dl className="wallet-facts">
        <dt>{tr('bridge.facts.token')}</dt>
        <dd>{tr('bridge.facts.tokenValue')}</dd>
        <dt>{tr('bridge.facts.fee')}</dt>
        <dd
          data-fact="fee"
          data-figure="bridge.fee"
          data-value={limits.feeDatoshi.toString()}
        >{`${gas(limits.feeDatoshi)}${mark}`}</dd>
        <dt>{tr('bridge.facts.minimum')}</dt>
        <dd
          data-fact="min"
          data-figure="bridge.min"
          data-value={limits.minDatoshi.toString()}
        >{`${gas(limits.minDatoshi)}${mark}`}</dd>
        <dt>{tr('bridge.facts.maximum')}</dt>
        <dd
          data-fact="max"
          data-figure="bridge.max"
          data-value={limits.maxDatoshi.toString()}
        >{`${gas(limits.maxDatoshi)}${mark}`}</dd>
        <dt>{tr('bridge.facts.cap')}</dt>
        <dd
          data-fact="cap"
          data-figure="bridge.cap"
          data-value={limits.capDatoshi.toString()}
        >{`${gas(limits.capDatoshi)}${mark}`}</dd>
        {limits.totalDepositedDatoshi !== undefined && (
          <>
            <dt>{tr('bridge.facts.remaining')}</dt>
            <dd data-fact="remaining" data-figure="bridge.remaining" data-value={remainingCap(limits).toString()}>
              {gas(remainingCap(limits))}
            </dd>
          </>
        )}
      </dl>
      <p className="muted">{tr('bridge.facts.feeNote')}</p>
      <p className="muted">{tr('bridge.facts.belowMinimum')}</p>
      <p className="muted">{tr('bridge.facts.relayTime')}</p>
      <p className={configured ? 'wallet-notice-inline' : 'muted'}>
        {tr(configured ? 'bridge.facts.configured' : 'bridge.facts.fromContract')}
      </p>
      {limits.paused && (
        <p className="wallet-warning" role="alert">
          {tr('bridge.facts.paused')}
        </p>
      )}
    </section>
  );
}
