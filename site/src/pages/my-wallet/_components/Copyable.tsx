/**
 * A long value (an address, a hash) shortened in the middle, the whole one on hover (`title`) and copied whole by its
 * Copy button; "Copied" is announced politely. Without the clipboard (an insecure origin), the button is not shown.
 */
import { useState } from 'react';
import { tr } from '../../../wallets/strings.ts';
import { shorten } from '../../../wallets/ui/messages.ts';

/** `value` shortened to `keep` characters each side, with a button copying all of it. */
export function Copyable({ value, keep = 6 }: { value: string; keep?: number }) {
  const [copied, setCopied] = useState(false);
  const canCopy = typeof navigator !== 'undefined' && !!navigator.clipboard;
  const copy = () =>
    void navigator.clipboard.writeText(value).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    });
  return (
    <span className="wallet-copyable">
      <span className="mono" title={value} data-full={value}>
        {shorten(value, keep)}
      </span>
      {canCopy && (
        <button
          type="button"
          className="btn wallet-copy"
          onClick={copy}
          aria-label={tr('copy.label', { value })}
          title={tr('copy.label', { value })}
        >
          {copied ? tr('copy.done') : tr('copy.action')}
        </button>
      )}
      <span className="visually-hidden" aria-live="polite">
        {copied ? tr('copy.done') : ''}
      </span>
    </span>
  );
}
