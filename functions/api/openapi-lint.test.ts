/**
 * The published OpenAPI document passes Redocly's `recommended` ruleset (@redocly/openapi-core) with no error: every
 * operation declares its security (`security: []`, the documented routes are public) and every one documents the
 * 4xx answers it really gives (at least the per-client limit's 429, functions/api/client-limit.ts).
 *
 * Warnings the ruleset still gives are listed by the test when there are any; none today.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';

describe('OpenAPI document lint (Redocly recommended)', () => {
  it('has no error and no warning', async () => {
    const res = await createApp().request('/client/openapi.json');
    expect(res.status).toBe(200);
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: await res.text(), absoluteRef: 'openapi.json', config });
    const listed = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
    expect(listed.filter((p) => p.startsWith('error'))).toEqual([]);
    expect(listed).toEqual([]);
  }, 60_000);

  it('finds an operation without security: the lint is not a no-op', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const source = JSON.stringify({
      openapi: '3.1.0',
      info: { title: 't', version: '1', license: { name: 'x', url: 'https://example.org' } },
      servers: [{ url: '/' }],
      paths: { '/x': { get: { operationId: 'x', summary: 'x', responses: { 200: { description: 'ok' } } } } },
    });
    const problems = await lintFromString({ source, absoluteRef: 'x.json', config });
    expect(problems.map((p) => p.ruleId)).toContain('security-defined');
  });
});
