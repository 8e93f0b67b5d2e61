/**
 * Answers the wallet pages' N3 and Neo X node requests in the browser tests from replay scenarios
 * (tests/support/n3-replay.ts, neox-replay.ts): Playwright routes the configured public node URLs (allowed by the
 * site's CSP) to them, with CORS as a node sends.
 */
import type { BrowserContext } from 'playwright-core';
import { DEFAULT_RPC_URLS } from '../../../chain/config.ts';
import { answerN3, type N3Scenario } from '../../support/n3-replay.ts';
import { answerNeoX, type NeoXScenario } from '../../support/neox-replay.ts';

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type', 'access-control-allow-methods': 'POST, OPTIONS' };

/** Route the default N3 node URLs of `context` to `scenario`. */
export async function routeN3(context: BrowserContext, scenario: N3Scenario): Promise<void> {
  const hosts = DEFAULT_RPC_URLS.n3.map((u) => new URL(u).host.replace(/:443$/, ''));
  await context.route((url) => hosts.includes(url.host), async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const body = request.postDataJSON() as { id?: number; method: string; params?: unknown[] };
    return route.fulfill({ status: 200, headers: { ...CORS, 'content-type': 'application/json' }, body: JSON.stringify(answerN3(scenario, body)) });
  });
}

/** Route the default Neo X RPC URLs of `context` to `scenario`. */
export async function routeNeoX(context: BrowserContext, scenario: NeoXScenario): Promise<void> {
  const hosts = DEFAULT_RPC_URLS.neoX.map((u) => new URL(u).host);
  await context.route((url) => hosts.includes(url.host), async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const body = request.postDataJSON() as { id?: number; method: string; params?: unknown[] };
    return route.fulfill({ status: 200, headers: { ...CORS, 'content-type': 'application/json' }, body: JSON.stringify(answerNeoX(scenario, body)) });
  });
}
