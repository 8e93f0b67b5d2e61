/**
 * A wallet table that may be wider than a phone's screen (figures to 8 decimals, several columns): it scrolls
 * sideways in its own region instead of widening the page. The region is focusable and named by `label`, so
 * keyboard users can scroll it too (WCAG 2.1.1; axe `scrollable-region-focusable`).
 */
import type { ReactNode } from 'react';

export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="wallet-table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
