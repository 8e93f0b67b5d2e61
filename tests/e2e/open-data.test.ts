/**
 * What a data user meets on the built site: /data/catalogue.json with every public listing (stable ids, sources,
 * licence), one CSV per entity that re-imports to exactly the JSON's records, today's dated copy, the Data page,
 * the changelog with its Atom feed (well-formed, RFC 4287's required elements), and the API document with its
 * reference page.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../site/src/lib/open-data.ts';
import { launch, site } from './browser.ts';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  page = await (await browser.newContext()).newPage();
});
afterAll(async () => browser?.close());

describe('open data on the built site', () => {
  it('publishes the catalogue as JSON and lossless, formula-safe CSVs, with a dated copy', async () => {
    // The site is rebuilt after content changes (earlier tests make some): every dApp the API lists is in the
    // published catalogue once the last rebuild is out.
    const missing = async () => {
      const published = await (await fetch(`${site()}/data/catalogue.json`)).json();
      const listed = (await (await fetch(`${site()}/client/dapp?isDapp=true`)).json()) as { slug: string }[];
      const slugs = new Set(published.entities.dapps.records.map((d: { slug: string }) => d.slug));
      return listed.map((d) => d.slug).filter((slug) => !slugs.has(slug));
    };
    await expect.poll(missing, { timeout: 150_000, interval: 2000 }).toEqual([]);
    const res = await fetch(`${site()}/data/catalogue.json`);
    expect(res.headers.get('content-type')).toContain('application/json');
    const doc = await res.json();
    expect(doc.licence.name).toBe('CC BY 4.0');
    for (const [name, entity] of Object.entries<any>(doc.entities)) {
      for (const record of entity.records) expect(typeof record[entity.idField], name).toBe('number');
      const csv = await (await fetch(`${site()}/data/${name}.csv`)).text();
      expect(parseCsv(csv, entity.columns), name).toEqual(entity.records);
    }
    expect(doc.entities.dapps.records.every((d: { source?: string }) => typeof d.source === 'string')).toBe(true);
    const dated = await fetch(`${site()}/data/${doc.takenAt.slice(0, 10)}/catalogue.json`);
    expect(dated.status).toBe(200);
    expect((await dated.json()).entities.dapps.records.length).toBe(doc.entities.dapps.records.length);
    await page.goto(`${site()}/data`);
    expect(await page.getByRole('heading', { level: 2, name: 'dapps' }).count()).toBe(1);
  }, 200_000);

  it('links the changelog to a valid Atom feed of the catalogue’s changes', async () => {
    await page.goto(`${site()}/changelog`);
    const href = await page.locator('link[type="application/atom+xml"]').first().getAttribute('href');
    expect(href).toBe('/changelog.xml');
    expect(await page.locator('ol.changes li').count()).toBeGreaterThan(0);
    const xml = await (await fetch(`${site()}${href}`)).text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const { feed } = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      isArray: (n) => ['entry', 'link'].includes(n),
    }).parse(xml);
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    for (const element of ['id', 'title', 'updated', 'author']) expect(feed[element], element).toBeTruthy();
    expect(feed.entry.length).toBeGreaterThan(0);
    for (const entry of feed.entry)
      for (const element of ['id', 'title', 'updated']) expect(entry[element], element).toBeTruthy();
  });

  it('serves the API document and its readable reference page', async () => {
    const doc = await (await fetch(`${site()}/client/openapi.json`)).json();
    expect(doc.openapi).toMatch(/^3\.1/);
    await page.goto(`${site()}/api-reference`);
    await page.getByRole('heading', { level: 2, name: 'GET /client/dapp' }).waitFor();
    expect(await page.locator('.api-route').count()).toBe(
      Object.values<object>(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0),
    );
  });
});
