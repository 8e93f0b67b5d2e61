/**
 * The server's messages without i18next's runtime: every key of both languages, with its `{{values}}` and counts,
 * answers what i18next (which the site reads the same files with) answers for it.
 */
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import enUS from '../../i18n/server/en-US.json' with { type: 'json' };
import ptBR from '../../i18n/server/pt-BR.json' with { type: 'json' };
import { LOCALES, translator, type TOptions } from './i18n.ts';

const reference = i18next.createInstance();
await reference.init({
  resources: { 'en-US': { translation: enUS }, 'pt-BR': { translation: ptBR } },
  lng: 'en-US',
  fallbackLng: 'en-US',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Every leaf key, plural forms as their base key (`api.inUse_one` → `api.inUse`). */
function keys(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`.replace(/_(one|other)$/, '')] : keys(v as object, `${prefix}${k}.`),
  );
}
const ALL = [...new Set([...keys(enUS), ...keys(ptBR)])];

/** Values for every `{{name}}` of a template: a word, a number, a title with an accent and a `<tag>` (never escaped). */
const VALUES: TOptions = { title: '"Flamingo <Finance>" ação', link: 'https://neo.example/a?b=1&c=2', max: 5 };

describe('the server translator', () => {
  it('answers what i18next answers for every key of both languages, with values and counts', () => {
    expect(ALL.length).toBeGreaterThan(200);
    for (const locale of LOCALES) {
      const ours = translator(locale);
      const theirs = reference.getFixedT(locale);
      for (const key of ALL) {
        for (const options of [{}, VALUES, { ...VALUES, count: 0 }, { ...VALUES, count: 1 }, { ...VALUES, count: 7 }])
          expect([locale, key, ours(key, options)]).toEqual([locale, key, theirs(key, options)]);
      }
    }
  });

  it('falls back to en-US, then the default value, then the key', () => {
    const t = translator('pt-BR');
    expect(t('api.notFound')).toBe(ptBR.api.notFound);
    expect(t('fields.noSuchField', { defaultValue: 'no such field' })).toBe('no such field');
    expect(t('api.noSuchKey')).toBe('api.noSuchKey');
    expect(t('api.inUse', { count: 1, entity: 'x', by: 'y', titles: 'z' })).toBe(
      reference.getFixedT('pt-BR')('api.inUse', { count: 1, entity: 'x', by: 'y', titles: 'z' }),
    );
  });

  it('chooses the plural form by count in each language (pt-BR counts 0 as one, en-US as other)', () => {
    expect(translator('en-US')('mail.newContracts.subject', { count: 0 })).toBe(
      interpolated(enUS.mail.newContracts.subject_other, 0),
    );
    expect(translator('pt-BR')('mail.newContracts.subject', { count: 0 })).toBe(
      interpolated(ptBR.mail.newContracts.subject_one, 0),
    );
  });
});

const interpolated = (template: string, count: number) => template.replace('{{count}}', String(count));
