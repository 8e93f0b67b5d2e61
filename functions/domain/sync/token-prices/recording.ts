/**
 * The offline recording of the price source. No copy of a Flamingo answer exists; the recordings are real
 * exchange series (`data/recordings/market/`, see its README): Binance hourly closes of NEO, GAS and FLM in
 * USDT, up to 2025-06-13. They are replayed "as of" their last hour, each instant rendered into the Flamingo
 * answer shape and read by the same parser (quote USDT, not USD):
 *  - every hour of the last 7 recorded days (168 hours: the 24H and 7D ranges, the 24 h change),
 *  - the 23:00 UTC close of every recorded day before them (the daily series and the long-term history of the
 *    token page's 30D, 1Y and All ranges; README: those closes equal Binance's daily closes).
 * The supply recording is the last NeoBurger bNEO `totalSupply` sample (block 1 900 000, 2022-07-22), rendered
 * into the `invokefunction` answer a node gives.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { N3_RPC_URL } from '../chain/n3-rpc.ts';
import type { SourceFetch } from '../http.ts';
import { RECORDINGS_DIR, notRecorded, recordedJson } from '../recordings.ts';
import { parseFlamingoPrices, type PriceObservation } from './prices.ts';

export const MARKET_RECORDINGS = join(RECORDINGS_DIR, 'market');

/** The recorded hourly series, with the hash each token has on N3 (NEO.md §0). */
export const RECORDED_SERIES = [
  {
    symbol: 'NEO',
    hash: '0xef4073a0f2b305a38ec4050e4d3d28bc40ea63f5',
    file: 'neo-usdt-hourly-close-binance-2021-2025.csv',
  },
  {
    symbol: 'GAS',
    hash: '0xd2a4cff31913016155e38e474a2c06d08be276cf',
    file: 'gas-usdt-hourly-close-binance-2023-2025.csv',
  },
  {
    symbol: 'FLM',
    hash: '0xf0151f528127558851b39c2cd8aa47da7418ab28',
    file: 'flm-usdt-hourly-close-binance-2021-2025.csv',
  },
] as const;

const HOUR = 3600_000;

/** Parse `hour_open_utc,close_usdt` rows into [epoch ms, close]. */
export function parseHourlyCsv(csv: string): [number, number][] {
  return csv
    .split('\n')
    .slice(1)
    .flatMap((line) => {
      const [at, close] = line.trim().split(',');
      const time = Date.parse(at ?? '');
      const value = Number(close);
      return !Number.isNaN(time) && close && Number.isFinite(value) ? [[time, value] as [number, number]] : [];
    });
}

/**
 * The recorded instants as Flamingo-shaped answers (oldest first): the last `hours` hours up to the newest
 * recorded hour, and the 23:00 closes of the `days` days before them (all recorded days by default).
 */
export async function recordedPriceAnswers(
  dir = MARKET_RECORDINGS,
  hours = 168,
  days = Infinity,
): Promise<{ observedAt: string; body: string; origin: string }[]> {
  const series = await Promise.all(
    RECORDED_SERIES.map(async (s) => ({ ...s, rows: parseHourlyCsv(await readFile(join(dir, s.file), 'utf8')) })),
  );
  const reference = Math.max(...series.map((s) => s.rows.at(-1)?.[0] ?? 0));
  const hourlyFrom = reference - (hours - 1) * HOUR;
  const dailyFrom = hourlyFrom - days * 24 * HOUR;
  const byInstant = new Map<number, { symbol: string; hash: string; usd_price: number }[]>();
  for (const s of series) {
    for (const [time, close] of s.rows) {
      const inHourly = time >= hourlyFrom && time <= reference;
      const isDayClose = time >= dailyFrom && time < hourlyFrom && new Date(time).getUTCHours() === 23;
      if (inHourly || isDayClose)
        byInstant.set(time, [...(byInstant.get(time) ?? []), { symbol: s.symbol, hash: s.hash, usd_price: close }]);
    }
  }
  return [...byInstant]
    .sort(([a], [b]) => a - b)
    .map(([time, items]) => ({
      observedAt: new Date(time).toISOString(),
      // The Flamingo answer shape (field name included); the values are Binance USDT closes, so the quote is USDT.
      body: JSON.stringify(items),
      origin: `recording: data/recordings/market (${items.map((i) => RECORDED_SERIES.find((s) => s.hash === i.hash)!.file).join(', ')})`,
    }));
}

/** The recorded answers read through the same parser as the live Flamingo answer. */
export async function recordedObservations(dir = MARKET_RECORDINGS): Promise<PriceObservation[]> {
  const origins = new Map<string, string>(
    RECORDED_SERIES.map((s) => [
      s.hash,
      `recording: data/recordings/market/${s.file} (Binance ${s.symbol}/USDT hourly close)`,
    ]),
  );
  return (await recordedPriceAnswers(dir)).map((a) => ({
    observedAt: a.observedAt,
    quote: 'USDT',
    prices: parseFlamingoPrices(JSON.parse(a.body)),
    origin: a.origin,
    origins,
  }));
}

/**
 * The supply recording as an N3 RPC `fetch`: `invokefunction <bNEO> totalSupply` answers the last sampled raw
 * supply (header `x-recording-as-of`: its block time); any other call is "not recorded".
 */
export function recordedSupplyFetch(dir = MARKET_RECORDINGS): SourceFetch {
  return async (input, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { method?: string; params?: unknown[] };
    if (String(input) !== N3_RPC_URL || body.method !== 'invokefunction' || body.params?.[1] !== 'totalSupply')
      return notRecorded(String(input));
    const csv = (await readFile(join(dir, 'bneo-supply-neoburger-sampled-2021-2022.csv'), 'utf8')).trim().split('\n');
    const header = csv[0]!.split(',');
    const last = Object.fromEntries(
      csv
        .at(-1)!
        .split(',')
        .map((v, i) => [header[i], v]),
    );
    if (String(body.params?.[0]).toLowerCase() !== '0x48c40d4666f93408be1bef038b6722404d9a4c2a')
      return notRecorded(`${input} ${body.params?.[0]}.totalSupply`);
    return recordedJson(
      {
        jsonrpc: '2.0',
        id: 1,
        result: { state: 'HALT', stack: [{ type: 'Integer', value: last.bneo_total_supply_raw }] },
      },
      {
        'x-recording-as-of': new Date(last.block_time_utc!).toISOString(),
        'x-recording-source': `neoburger/statistics ${last.source_path}@${last.source_commit} (block ${last.block_index})`,
      },
    );
  };
}
