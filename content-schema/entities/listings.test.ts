import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ENTITIES, inputSchema } from '../registry.ts';

const exchange = (extra: Record<string, unknown>) => ({ title: 'Bittrex', ...extra });
const issues = (entity: 'wallet' | 'explorer' | 'exchange', input: unknown) => {
  const result = v.safeParse(inputSchema(ENTITIES[entity]), input);
  return result.success ? {} : Object.fromEntries(result.issues.map((i) => [v.getDotPath(i), i.message]));
};

describe('the status of wallets, explorers and exchanges', () => {
  it('is active unless set, and an active record has no discontinuation date', () => {
    expect(v.parse(inputSchema(ENTITIES.exchange), exchange({}))).toMatchObject({ status: 'active' });
    expect(issues('exchange', exchange({ discontinuedSince: '2023' }))).toEqual({
      discontinuedSince: 'validation.excluded',
    });
  });

  it('needs the source that says a service was discontinued, an http(s) URL', () => {
    expect(issues('exchange', exchange({ status: 'discontinued', discontinuedSince: '2023-12-04' }))).toEqual({
      statusSource: 'validation.required_if',
    });
    expect(issues('exchange', exchange({ status: 'discontinued', statusSource: 'not a url' }))).toHaveProperty(
      'statusSource',
    );
    const ok = { status: 'discontinued', statusSource: 'https://www.theblock.co/post/263875' };
    expect(issues('exchange', exchange(ok))).toEqual({});
  });

  it('takes a date only as precise as its source: a year, a month or a day', () => {
    const gone = { status: 'discontinued', statusSource: 'https://example.org/closing' };
    for (const date of ['2023', '2023-12', '2023-12-04'])
      expect(
        issues('explorer', { title: 'X', websiteUrl: 'https://x.example', ...gone, discontinuedSince: date }),
      ).toEqual({});
    for (const date of ['2023-13', '12/2023', '2023-12-32', 'December 2023'])
      expect(
        issues('explorer', { title: 'X', websiteUrl: 'https://x.example', ...gone, discontinuedSince: date }),
      ).toEqual({ discontinuedSince: 'validation.regex' });
  });

  it("is a field of every wallet the API accepts, beside the curators' note", () => {
    const wallet = { title: 'W', slug: 'w', description: 'd', status: 'paused', curatorNote: 'flags left unset' };
    expect(issues('wallet', wallet)).toEqual({ status: 'validation.included' });
  });
});

describe("an explorer's URL templates", () => {
  const explorer = (extra: Record<string, unknown>) => ({
    title: 'Dora (N3)',
    websiteUrl: 'https://dora.coz.io/',
    ...extra,
  });
  it('accepts an http(s) URL with its placeholder', () => {
    expect(
      issues(
        'explorer',
        explorer({
          addressUrlTemplate: 'https://dora.coz.io/address/neo3/mainnet/{address}',
          contractUrlTemplate: 'https://dora.coz.io/contract/neo3/mainnet/{hash}',
        }),
      ),
    ).toEqual({});
  });
  it('refuses a template without its placeholder, or not a URL', () => {
    expect(
      issues(
        'explorer',
        explorer({
          transactionUrlTemplate: 'https://dora.coz.io/transaction/{address}',
          blockUrlTemplate: 'dora/{block}',
        }),
      ),
    ).toEqual({ transactionUrlTemplate: 'validation.urlTemplate', blockUrlTemplate: 'validation.url' });
  });
});
