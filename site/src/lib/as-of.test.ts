import { describe, expect, it } from 'vitest';
import type { SourceInfo } from '../../../content-schema/live-snapshot.ts';
import { asOfLabel, figuresSource, sourceAsOf } from './as-of.ts';

const indexer: SourceInfo = {
  mode: 'live',
  asOf: '2026-11-25T10:04:00.000Z',
  block: 12345,
  origin: 'http://127.0.0.1:20332',
};
const thirdParty: SourceInfo = { mode: 'offline', asOf: '2025-06-13T00:00:00.000Z' };

describe('which source figures are as of', () => {
  it('takes the N3 indexer when it has a block, else the earlier source of those figures', () => {
    expect(figuresSource({ 'n3-indexer': indexer, 'contract-activity': thirdParty }, 'activity')).toEqual({
      name: 'n3-indexer',
      info: indexer,
    });
    expect(figuresSource({ 'contract-activity': thirdParty }, 'activity')).toEqual({
      name: 'contract-activity',
      info: thirdParty,
    });
    expect(figuresSource({ 'n3-indexer': { mode: 'live' }, 'contract-activity': thirdParty }, 'network').name).toBe(
      'contract-activity',
    );
    expect(figuresSource({}, 'activity')).toEqual({ name: 'contract-activity', info: undefined });
  });
});

describe('the as-of sentence', () => {
  it('names the block and its time, in both languages', () => {
    expect(asOfLabel(indexer, 'activity', 'en-US')).toBe(
      'Contract activity as of block #12,345, time 11/25/2026 10:04 UTC.',
    );
    expect(asOfLabel(indexer, 'activity', 'pt-BR')).toBe(
      'Atividade dos contratos no bloco #12.345, horário 25/11/2026 10:04 UTC.',
    );
  });

  it('says a recording is not today, and says "not measured yet" without an as-of', () => {
    expect(asOfLabel(thirdParty, 'prices', 'en-US')).toBe(
      "Prices as of 06/13/2025 00:00 UTC, replayed from a recording. These are not today's figures.",
    );
    expect(asOfLabel({ ...indexer, mode: 'offline' }, 'network', 'en-US')).toContain(
      'block #12,345, time 11/25/2026 10:04 UTC, replayed from a recording',
    );
    expect(asOfLabel(undefined, 'activity', 'en-US')).toBe('Contract activity: not measured yet.');
    expect(asOfLabel({ mode: 'live' }, 'activity', 'pt-BR')).toBe('Atividade dos contratos: ainda não medido.');
  });

  it('gives the short form of a signal source', () => {
    expect(sourceAsOf('n3-indexer', indexer, 'en-US')).toBe(
      '(N3 indexer, as of block #12,345, time 11/25/2026 10:04 UTC)',
    );
    expect(sourceAsOf('github', { mode: 'offline', asOf: '2026-08-21T20:21:01Z' }, 'pt-BR')).toBe(
      '(GitHub, em 21/08/2026 20:21 UTC, reproduzido de uma gravação)',
    );
    expect(sourceAsOf('contract-activity', undefined, 'en-US')).toBe('(contract activity service: not measured yet)');
  });
});
