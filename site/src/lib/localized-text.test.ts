import { describe, expect, it } from 'vitest';
import { localizedText } from './localized-text.ts';

describe('localizedText', () => {
  it('shows the pt-BR text on pt-BR pages, in the page language', () => {
    expect(localizedText('pt-BR', 'A swap.', 'Uma troca.')).toEqual({ text: 'Uma troca.', lang: undefined });
  });

  it('falls back to the en-US text marked lang="en" when there is no pt-BR text', () => {
    expect(localizedText('pt-BR', 'A swap.', undefined)).toEqual({ text: 'A swap.', lang: 'en' });
    expect(localizedText('pt-BR', 'A swap.', '  ')).toEqual({ text: 'A swap.', lang: 'en' });
  });

  it('keeps the en-US text on en-US pages without a lang of its own, and nothing when there is no text', () => {
    expect(localizedText('en-US', 'A swap.', 'Uma troca.')).toEqual({ text: 'A swap.', lang: undefined });
    expect(localizedText('pt-BR', undefined, undefined)).toBeUndefined();
  });
});
