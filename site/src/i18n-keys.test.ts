/**
 * Every UI string exists in both languages: the key sets of i18n/en-US.json and i18n/pt-BR.json (with the API's
 * i18n/server/ files) must be equal, and
 * each pt-BR string keeps the placeholders ({{name}}, {0}) of its en-US original. Every namespace is covered, the
 * back-office's `dashboard.*` included (the dashboard is served in both languages).
 */
import { describe, expect, it } from 'vitest';
import siteEnUS from '../../i18n/en-US.json' with { type: 'json' };
import sitePtBR from '../../i18n/pt-BR.json' with { type: 'json' };
import serverEnUS from '../../i18n/server/en-US.json' with { type: 'json' };
import serverPtBR from '../../i18n/server/pt-BR.json' with { type: 'json' };
import { t } from './i18n.ts';

/** The site's strings and the API's (i18n/server/), as the site merges them. */
const enUS = { ...siteEnUS, ...serverEnUS };
const ptBR = { ...sitePtBR, ...serverPtBR };

function flatten(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (value && typeof value === 'object') for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
    else out.set(`${prefix}${key}`, String(value));
  }
  return out;
}
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|\{(\d+)\}/g)].map((m) => m[1] ?? m[2]).sort();

describe('translations', () => {
  const en = flatten(enUS);
  const pt = flatten(ptBR);

  it('has every en-US key in pt-BR', () => {
    expect([...en.keys()].filter((key) => !pt.has(key))).toEqual([]);
  });

  it('has no pt-BR key that en-US lacks', () => {
    expect([...pt.keys()].filter((key) => !en.has(key))).toEqual([]);
  });

  it('keeps the placeholders of every string', () => {
    const broken = [...en].filter(
      ([key, text]) => pt.has(key) && placeholders(pt.get(key)!).join() !== placeholders(text).join(),
    );
    expect(broken.map(([key]) => key)).toEqual([]);
  });

  it('translates page titles and the SPEC §5 validation catalogue', () => {
    for (const key of [...en.keys()].filter((k) => /^pages\.[\w]+\.title$|^validation\./.test(k))) {
      expect(pt.get(key), key).toBeTruthy();
    }
    expect(pt.get('validation.default')).not.toBe(en.get('validation.default'));
  });

  it('covers the back-office: every dashboard string has a pt-BR translation', () => {
    const dashboard = [...en.keys()].filter((key) => key.startsWith('dashboard.'));
    expect(dashboard.length).toBeGreaterThan(200);
    expect(dashboard.filter((key) => !pt.get(key))).toEqual([]);
    expect(pt.get('dashboard.signIn.title')).toBe('Entrar');
  });

  it('says every count through plural forms: a {{count}} string is a plural form with its "other" twin', () => {
    const counted = [...en].filter(([, text]) => /\{\{\s*count\s*\}\}/.test(text)).map(([key]) => key);
    expect(counted.length).toBeGreaterThan(20);
    expect(counted.filter((key) => !/_(zero|one|other)$/.test(key))).toEqual([]);
    const bases = new Set(counted.map((key) => key.replace(/_(zero|one|other)$/, '')));
    expect([...bases].filter((base) => !en.has(`${base}_other`) || !pt.has(`${base}_other`))).toEqual([]);
  });

  it('reads zero as a plural in Portuguese ("0 invocações", never "0 invocação") and one as a singular', () => {
    const invocations = (locale: 'en-US' | 'pt-BR', count: number) =>
      t(locale, 'pages.home.invocations', { count, formatted: String(count) });
    expect(invocations('pt-BR', 0)).toBe('0 invocações em 7 dias');
    expect(invocations('pt-BR', 1)).toBe('1 invocação em 7 dias');
    expect(invocations('pt-BR', 120)).toBe('120 invocações em 7 dias');
    expect(invocations('en-US', 0)).toBe('0 invocations in 7 days');
    expect(invocations('en-US', 1)).toBe('1 invocation in 7 days');
    expect(t('pt-BR', 'list.total.dapps', { count: 1 })).toBe('1 dApp');
    expect(t('pt-BR', 'dashboard.list.total', { count: 0 })).toBe('0 registros');
  });
});
