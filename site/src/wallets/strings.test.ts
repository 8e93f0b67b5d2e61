import { afterEach, describe, expect, it } from 'vitest';
import enUS from '../../../i18n/en-US.json' with { type: 'json' };
import ptBR from '../../../i18n/pt-BR.json' with { type: 'json' };
import { parseLocalUnits, setWalletStrings, tr, type WalletStrings } from './strings.ts';

/** The wallet pages' strings of a locale file with the calculator's, as the calculator page installs them. */
const strings = (file: { wallet: unknown; calculator: unknown }) =>
  ({ ...(file.wallet as WalletStrings), calculator: file.calculator as WalletStrings }) as WalletStrings;

afterEach(() => setWalletStrings({}, 'en-US'));

describe("wallet strings in the page's language", () => {
  it('takes the plural form of the count: one vote, 2 votes; in Portuguese 0 and 1 are singular', () => {
    setWalletStrings(strings(enUS), 'en-US');
    const option = (count: number) =>
      tr('calculator.neo.option', { count, rank: 1, key: '02abc…def', votes: String(count), role: 'x' });
    expect(option(1)).toBe('#1 02abc…def — 1 vote (x)');
    expect(option(2)).toBe('#1 02abc…def — 2 votes (x)');
    expect(option(0)).toBe('#1 02abc…def — 0 votes (x)');
    expect(tr('vote.option', { count: 1, rank: 2, key: 'k', votes: '1' })).toBe('#2 k — 1 vote');
    setWalletStrings(strings(ptBR), 'pt-BR');
    expect(option(0)).toBe('#1 02abc…def — 0 voto (x)');
    expect(option(1)).toBe('#1 02abc…def — 1 voto (x)');
    expect(option(10_000)).toBe('#1 02abc…def — 10000 votos (x)');
  });

  it('reads a typed amount with the grouping of the page: 1,000 NEO on en-US, 1.000 NEO on pt-BR', () => {
    setWalletStrings(strings(enUS), 'en-US');
    expect(parseLocalUnits('1,000', 0)).toBe(1_000n);
    expect(parseLocalUnits('1.5', 8)).toBe(150_000_000n);
    expect(tr('calculator.neo.invalid')).toBe('Enter a whole number of NEO, like 1,500.');
    setWalletStrings(strings(ptBR), 'pt-BR');
    expect(parseLocalUnits('1.000', 0)).toBe(1_000n);
    expect(parseLocalUnits('1,5', 8)).toBe(150_000_000n);
    expect(tr('calculator.neo.invalid')).toBe('Digite um número inteiro de NEO, como 1.500.');
  });
});
