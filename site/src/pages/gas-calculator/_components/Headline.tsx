/** The calculator's headline: the NEO card's daily total for the amount and the candidate chosen there (NEO.md §1.5). */
import { estimateNeo } from '../../../wallets/calculator/estimate.ts';
import type { CalculatorParams } from '../../../wallets/calculator/params.ts';
import { formatLocalUnits, parseLocalUnits, tr } from '../../../wallets/strings.ts';
import { shorten } from '../../../wallets/ui/messages.ts';
import type { Load } from '../../../wallets/ui/useLoad.ts';
import { roleOf } from './NeoCard.tsx';

interface Props {
  params: CalculatorParams;
  /** The NEO field's text (the page's language). */
  neoText: string;
  /** The candidate chosen on the NEO card (public key), or '' when not voting. */
  choice: string;
  /**
   * Where the figures come from, in one line under them (the details stand in the chain parameters card, last on the
   * page): `live` a node's reading, `reading` the build's snapshot while a node is read, `snapshot` the build's
   * snapshot because no node answered.
   */
  source: HeadlineSource;
}

/** Where the headline's figures come from (see Props.source). */
export type HeadlineSource = 'live' | 'reading' | 'snapshot';

/** The headline's source for the live read's state: its reading, the snapshot while it reads, or the snapshot. */
export const headlineSource = (state: Load<unknown>['state']): HeadlineSource =>
  state === 'ready' ? 'live' : state === 'loading' ? 'reading' : 'snapshot';

/** The daily GAS of the chosen amount and vote, or what to enter when the amount is not one. */
export function Headline({ params, neoText, choice, source }: Props) {
  const neo = parseLocalUnits(neoText, 0);
  const estimate = neo === undefined ? undefined : estimateNeo(params, neo, choice || undefined);
  const amount = neo === undefined ? '' : formatLocalUnits(neo, 0);
  const voted = estimate?.voter !== undefined ? estimate.candidate : undefined;
  return (
    <section className="card wallet-card calculator-headline" aria-labelledby="calc-headline">
      <h2 id="calc-headline">
        {estimate ? tr('calculator.headline', { neo: amount }) : tr('calculator.headlineEmpty')}
      </h2>
      {estimate ? (
        <>
          <p className="wallet-figure" data-headline data-value={estimate.daily.toString()}>
            {tr('calculator.headlineFigure', { amount: formatLocalUnits(estimate.daily, 8) })}
          </p>
          <p className="muted">
            {voted
              ? tr('calculator.headlineNoteVoting', {
                  neo: amount,
                  key: shorten(voted.publickey, 8),
                  role: tr(`calculator.neo.roles.${roleOf(voted)}`),
                })
              : tr('calculator.headlineNote', { neo: amount })}
          </p>
        </>
      ) : (
        <p className="muted">{tr('calculator.headlineNone')}</p>
      )}
      {/* One line in every state (clipped, not wrapped), so the cards below never move when the reading arrives. */}
      <p className="calculator-source" data-source={source}>
        {tr(`calculator.headlineSource.${source}`)}
      </p>
    </section>
  );
}
