/** Slippage (± steps, 'Your transaction may be frontrun' when high) and deadline of a swap (SPEC §5, §9). */
import { DEADLINE, mayBeFrontrun, SLIPPAGE, stepSlippage } from '../n3/flamingo.ts';
import { formatFixed, tr } from '../strings.ts';

interface Props {
  slippage: number;
  onSlippage: (value: number) => void;
  deadlineMinutes: number;
  onDeadline: (value: number) => void;
  idPrefix: string;
}

/** Slippage (percent) and deadline (minutes) controls of a swap form. */
export function SwapSettings({ slippage, onSlippage, deadlineMinutes, onDeadline, idPrefix }: Props) {
  return (
    <div className="wallet-settings">
      <div className="wallet-stepper" role="group" aria-label={tr('swap.slippage')}>
        <span>{tr('swap.slippage')}</span>
        <button
          type="button"
          className="btn"
          aria-label={tr('swap.slippageDown')}
          disabled={slippage <= SLIPPAGE.minPercent}
          onClick={() => onSlippage(stepSlippage(slippage, -1))}
        >
          −
        </button>
        <output aria-live="polite">{formatFixed(slippage, 1)} %</output>
        <button
          type="button"
          className="btn"
          aria-label={tr('swap.slippageUp')}
          disabled={slippage >= SLIPPAGE.maxPercent}
          onClick={() => onSlippage(stepSlippage(slippage, 1))}
        >
          +
        </button>
      </div>
      {mayBeFrontrun(slippage) && (
        <p className="wallet-warning" role="alert">
          {tr('swap.frontrun')}
        </p>
      )}
      <label className="wallet-field" htmlFor={`${idPrefix}-deadline`}>
        <span>{tr('swap.deadline')}</span>
        <input
          id={`${idPrefix}-deadline`}
          type="number"
          min={DEADLINE.minMinutes}
          max={DEADLINE.maxMinutes}
          step={1}
          value={deadlineMinutes}
          onChange={(e) =>
            onDeadline(
              Math.min(
                DEADLINE.maxMinutes,
                Math.max(DEADLINE.minMinutes, Math.round(Number(e.target.value) || DEADLINE.defaultMinutes)),
              ),
            )
          }
        />
        <span className="muted">{tr('swap.minutes')}</span>
      </label>
    </div>
  );
}
