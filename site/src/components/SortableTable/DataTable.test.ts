// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataColumn, type DataTableProps } from './DataTable.tsx';

/* The islands' one table: a named scrolling region, header cells with their scope, figure columns aligned as the static
   tables' are, row headers, the caller's data attributes, a caption, a footer and an empty state. */
interface Holding {
  symbol: string;
  amount: string;
}
const COLUMNS: DataColumn<Holding>[] = [
  { label: 'Token', rowHeader: true, cell: (h) => h.symbol },
  { label: 'Amount', numeric: true, cell: (h) => h.amount, data: (h) => ({ 'data-figure': `amount.${h.symbol}` }) },
  { label: 'Note', className: 'mono', cell: () => createElement('em', null, 'n/a') },
];
const ROWS: Holding[] = [
  { symbol: 'NEO', amount: '12' },
  { symbol: 'GAS', amount: '3.5' },
];

function render(props: Partial<DataTableProps<Holding>> = {}): Document {
  document.body.innerHTML = renderToStaticMarkup(
    createElement(DataTable<Holding>, { label: 'Balances', columns: COLUMNS, rows: ROWS, ...props }),
  );
  return document;
}
const cells = (row: Element) => [...row.children].map((c) => `${c.tagName.toLowerCase()}:${c.textContent}`);

describe('DataTable (React)', () => {
  it('sits in a focusable scrolling region named by its label', () => {
    const region = render().body.firstElementChild!;
    expect(region.getAttribute('role')).toBe('region');
    expect(region.getAttribute('aria-label')).toBe('Balances');
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.className).toBe('wallet-table-scroll');
    expect(region.querySelector('table')!.className).toBe('wallet-table');
  });

  it('heads each column with a th scope="col", figure columns right-aligned like the static tables', () => {
    const heads = [...render().querySelectorAll('thead th')];
    expect(heads.map((th) => [th.textContent, th.getAttribute('scope'), th.className])).toEqual([
      ['Token', 'col', ''],
      ['Amount', 'col', 'num wallet-num'],
      ['Note', 'col', ''],
    ]);
  });

  it('writes a row per item in order, the rowHeader column as th scope="row", cells with their classes and data', () => {
    const doc = render();
    const rows = [...doc.querySelectorAll('tbody tr')];
    expect(rows.map(cells)).toEqual([
      ['th:NEO', 'td:12', 'td:n/a'],
      ['th:GAS', 'td:3.5', 'td:n/a'],
    ]);
    expect(rows[0]!.querySelector('th')!.getAttribute('scope')).toBe('row');
    const amount = rows[1]!.children[1]!;
    expect(amount.className).toBe('num wallet-num');
    expect(amount.getAttribute('data-figure')).toBe('amount.GAS');
    expect(rows[1]!.children[2]!.outerHTML).toBe('<td class="mono"><em>n/a</em></td>');
  });

  it("puts the caller's classes and data attributes on the table and its rows", () => {
    const doc = render({
      className: 'wallet-history',
      data: { 'data-periods': 'true', 'data-left-out': undefined },
      rowData: (h) => ({ 'data-symbol': h.symbol }),
    });
    const table = doc.querySelector('table')!;
    expect(table.className).toBe('wallet-table wallet-history');
    expect(table.getAttribute('data-periods')).toBe('true');
    expect(table.hasAttribute('data-left-out')).toBe(false);
    expect([...doc.querySelectorAll('tbody tr')].map((r) => r.getAttribute('data-symbol'))).toEqual(['NEO', 'GAS']);
  });

  it('shows a caption and a footer only when given', () => {
    const bare = render();
    expect(bare.querySelector('caption')).toBeNull();
    expect(bare.querySelector('tfoot')).toBeNull();
    const doc = render({
      caption: 'Scanned blocks 1 to 9',
      captionClassName: 'muted',
      footer: createElement('tr', null, createElement('th', { scope: 'row' }, 'Total')),
    });
    expect(doc.querySelector('table > caption')!.outerHTML).toBe(
      '<caption class="muted">Scanned blocks 1 to 9</caption>',
    );
    expect(doc.querySelector('tfoot th')!.textContent).toBe('Total');
  });

  it('shows its empty state instead of the table when there are no rows, or its header alone without one', () => {
    expect(render({ rows: [], empty: createElement('p', null, 'Nothing yet') }).body.innerHTML).toBe(
      '<p>Nothing yet</p>',
    );
    expect(render({ rows: [], empty: null }).body.innerHTML).toBe('');
    const headerOnly = render({ rows: [] });
    expect(headerOnly.querySelectorAll('thead th')).toHaveLength(3);
    expect(headerOnly.querySelectorAll('tbody tr')).toHaveLength(0);
    expect(render({ empty: createElement('p', null, 'Nothing yet') }).querySelectorAll('tbody tr')).toHaveLength(2);
  });
});
