import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { stripControl } from '../../../content-schema/fields.ts';
import type { CatalogueChange } from '../../../content-schema/snapshot.ts';
import { translator } from '../i18n.ts';
import { atomFeed, changeLink, changeText } from './changelog.ts';

const t = translator('en-US');
const tr = (key: string, options?: Record<string, unknown>) => t(key, options);
const changes: CatalogueChange[] = [
  {
    changeId: '2026-11-25T06:00:00.000Z#dapp#7#abc',
    at: '2026-11-25T06:00:00.000Z',
    entity: 'dapp',
    recordId: 7,
    action: 'changed',
    title: 'Tide <&> Swap',
    dappId: 7,
    dappSlug: 'tide-swap',
    isDapp: true,
    fields: ['websiteUrl', 'dappCategory'],
  },
  {
    changeId: '2026-11-24T06:00:00.000Z#contract#3#def',
    at: '2026-11-24T06:00:00.000Z',
    entity: 'contract',
    recordId: 3,
    action: 'added',
    title: 'Router',
    dappId: 7,
    dappSlug: 'tide-swap',
    isDapp: true,
    fields: [],
    hash: '0x' + 'ab'.repeat(20),
  },
  {
    changeId: '2026-11-23T06:00:00.000Z#dapp#9#ghi',
    at: '2026-11-23T06:00:00.000Z',
    entity: 'dapp',
    recordId: 9,
    action: 'removed',
    title: 'Gone',
    dappId: 9,
    dappSlug: 'gone',
    isDapp: false,
    fields: [],
  },
];

describe('changelog texts and Atom feed', () => {
  it('says what changed and links to the page', () => {
    expect(changeText(changes[0]!, tr)).toBe('Tide <&> Swap updated: website, categories');
    expect(changeText(changes[1]!, tr)).toBe(`Contract Router (0x${'ab'.repeat(20)}) added`);
    expect(changeLink(changes[0]!, '/pt-BR')).toBe('/pt-BR/dapp-detailed/tide-swap');
    expect(changeLink(changes[2]!)).toMatch(/^\/changelog#/);
  });

  it('is well-formed XML with the elements RFC 4287 requires of a feed and of each entry', () => {
    const xml = atomFeed(changes, 'https://example.org', tr, '2026-11-25T07:00:00.000Z');
    expect(XMLValidator.validate(xml)).toBe(true);
    const { feed } = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      isArray: (name) => ['entry', 'link'].includes(name),
    }).parse(xml);
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    for (const element of ['id', 'title', 'updated', 'author']) expect(feed[element], element).toBeTruthy();
    expect(feed.link.find((l: Record<string, string>) => l['@rel'] === 'self')['@href']).toBe(
      'https://example.org/changelog.xml',
    );
    expect(feed.entry).toHaveLength(3);
    for (const entry of feed.entry) {
      for (const element of ['id', 'title', 'updated']) expect(entry[element], element).toBeTruthy();
      expect(new Date(entry.updated).toISOString()).toBe(entry.updated);
      expect(entry.link[0]['@href']).toMatch(/^https:\/\/example\.org\//);
    }
    expect(feed.entry[0].title).toBe('Tide <&> Swap updated: website, categories');
    expect(new Set(feed.entry.map((e: { id: string }) => e.id)).size).toBe(3);
  });

  it('lists entries newest first and dates the feed by its newest entry, whatever order the changes come in', () => {
    const shuffled = [changes[2]!, changes[0]!, changes[1]!];
    const { feed } = new XMLParser({ isArray: (name) => name === 'entry' }).parse(
      atomFeed(shuffled, 'https://example.org', tr, '2020-01-01T00:00:00.000Z'),
    );
    expect(feed.entry.map((e: { updated: string }) => e.updated)).toEqual(changes.map((c) => c.at));
    expect(feed.updated).toBe('2026-11-25T06:00:00.000Z');
  });

  it('stays well-formed XML (a strict XML 1.0 parser, saxes) whatever the titles hold', () => {
    const hostile = fc
      .array(
        fc.oneof(
          fc.constantFrom('\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\u009f', '\ud800', '\udfff', '\ufffe'),
          fc.constantFrom(']]>', '<![CDATA[', '<', '>', '&', '&amp;', '"', "'", '\t', '\r\n', '\u2028', '😀'),
          fc.string({ unit: 'binary', maxLength: 8 }),
        ),
        { maxLength: 12 },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(hostile, hostile, (title, hash) => {
        const change = { ...changes[1]!, title, hash };
        const xml = atomFeed([change, changes[0]!], 'https://example.org', tr, '2026-11-25T07:00:00.000Z');
        const errors: string[] = [];
        const titles: string[] = [];
        let inTitle = false;
        const parser = new SaxesParser({ xmlns: true });
        parser.on('error', (e) => errors.push(e.message));
        parser.on('opentag', (tag) => {
          inTitle = tag.local === 'title';
          if (inTitle) titles.push('');
        });
        parser.on('text', (text) => {
          if (inTitle) titles[titles.length - 1] += text;
        });
        parser.on('closetag', () => (inTitle = false));
        parser.write(xml).close();
        expect(errors).toEqual([]);
        // An unpaired surrogate is no character: it would not survive UTF-8.
        expect(xml).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
        // Titles: the feed's, the newer entry's, then the hostile one's: its text as the page says it, less what XML cannot hold.
        expect(titles[2]).toBe(stripControl(changeText(change, tr)));
      }),
      { numRuns: 100 },
    );
  });
});
