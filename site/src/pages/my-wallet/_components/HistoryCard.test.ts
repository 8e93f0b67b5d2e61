import { describe, expect, it } from 'vitest';
import { formatTransferTime } from './TransferTable.tsx';

describe("a transfer's time", () => {
  // 2026-11-27 23:30 UTC is already the 28th east of Greenwich and still the 27th in Brazil: the page says UTC.
  const at = Date.UTC(2026, 10, 27, 23, 30);

  it("is written in UTC, in the page's language, with a 24-hour clock", () => {
    expect(formatTransferTime(at, 'en-US')).toBe('Nov 27, 2026, 23:30 UTC');
    expect(formatTransferTime(at, 'pt-BR')).toBe('27 de nov. de 2026, 23:30 UTC');
  });
});
