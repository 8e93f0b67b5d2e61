/**
 * The back-office's discovered contracts through the API as the dashboard calls it: the list, attaching one to a
 * dApp (a public contract record), and the refusals of the token / NFT collection conversions in the caller's
 * language. The discovered records are stored as the indexer stores them (discovery.ts); the conversions that read
 * `symbol()`/`decimals()` from a node are tested against the privnet (tests/chain/indexer.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../../content-schema/registry.ts';
import type { Contract } from '../../../content-schema/index.ts';
import { ensureFirstAdmin } from '../../domain/auth/users.ts';
import { putDocument } from '../../adapters/data/documents.ts';
import { repository } from '../../adapters/data/store.ts';
import { persist } from '../../domain/content/crud.ts';
import { DISCOVERED_DOCS, type DiscoveredContract } from '../../domain/indexer/discovery.ts';
import { catalogueSnapshot } from '../../domain/catalogue/snapshot.ts';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { client, sha } from '../../../tests/support/api.ts';
import { createApp } from '../app.ts';

const app = createApp();
let db: Awaited<ReturnType<typeof startTestDatabase>>;
let admin: ReturnType<typeof client>;
let adminPt: ReturnType<typeof client>;
let token: string;
const COUNTER = '0x' + 'c1'.repeat(20);
const TOKEN = '0x' + 'a7'.repeat(20);

const discovered = (hash: string, over: Partial<DiscoveredContract>): DiscoveredContract => ({
  hash,
  supportedStandards: [],
  methods: ['touch'],
  events: [{ event: 'Deploy', block: 120, at: '2026-11-24T10:00:00.000Z', tx: '0x' + '5'.repeat(64), notified: true }],
  deployer: '0x' + 'd'.repeat(40),
  deployedAt: '2026-11-24T10:00:00.000Z',
  deployedBlock: 120,
  deployTx: '0x' + '5'.repeat(64),
  destroyed: false,
  mailed: true,
  ...over,
});

beforeAll(async () => {
  db = await startTestDatabase();
  delete process.env.NEO_N3_RPC_URLS;
  await ensureFirstAdmin('root@example.org', 'Root-Pass-2026');
  const { json } = await client(app).post('/auth', { email: 'root@example.org', password: sha('Root-Pass-2026') });
  token = json.token;
  admin = client(app, token);
  adminPt = client(app, token, 'pt-BR');
  await putDocument(DISCOVERED_DOCS, COUNTER, discovered(COUNTER, { name: 'Traffic counter' }));
  await putDocument(
    DISCOVERED_DOCS,
    TOKEN,
    discovered(TOKEN, {
      name: 'Test token',
      supportedStandards: ['NEP-17'],
      methods: ['symbol', 'decimals', 'transfer'],
      deployedBlock: 130,
    }),
  );
}, 30_000);
afterAll(async () => db.close());

describe('discovered contracts API', () => {
  it('lists the discovered contracts, newest deployment first, with their manifest facts and deployer', async () => {
    const { status, json } = await admin.get('/indexer/discovered');
    expect(status).toBe(200);
    expect(json.map((d: DiscoveredContract) => d.hash)).toEqual([TOKEN, COUNTER]);
    expect(json[0]).toMatchObject({
      name: 'Test token',
      supportedStandards: ['NEP-17'],
      deployer: '0x' + 'd'.repeat(40),
      deployedBlock: 130,
    });
  });

  it('attaches a discovered contract to a dApp as a public contract record, once', async () => {
    const { id: idDappPk } = await persist(
      'dapp',
      { title: 'Counter dApp', slug: 'counter-dapp', shortDescription: 'Counts', active: true, isDapp: true },
      'en-US',
    );
    const dapp = { idDappPk };
    const noDapp = await admin.post(`/indexer/discovered/${COUNTER}/contract`, {});
    expect(noDapp.status).toBe(400);
    expect(noDapp.json.fields).toEqual({ idDappFk: expect.any(String) });
    // A body that is not JSON is refused as such (it used to be read as `{}`), in the request's language.
    const notJson = await app.request(`/client/indexer/discovered/${COUNTER}/contract`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'pt-BR', authorization: `Bearer ${token}` },
      body: '{ idDappFk: 1',
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ message: 'O corpo da requisição não é um JSON válido.' });
    const attached = await admin.post(`/indexer/discovered/${COUNTER}/contract`, { idDappFk: dapp.idDappPk });
    expect(attached.status).toBe(200);
    expect(attached.json.published).toMatchObject({ idDappFk: dapp.idDappPk, contract: expect.any(Number) });
    const contract = await repository<Contract>(ENTITIES.contract).get({
      idContractPk: attached.json.published.contract,
    });
    expect(contract).toMatchObject({
      idDappFk: dapp.idDappPk,
      title: 'Traffic counter',
      hash: COUNTER,
      deploymentDate: '2026-11-24T10:00:00.000Z',
    });
    expect((await catalogueSnapshot()).contracts.map((c) => c.hash)).toContain(COUNTER);
    expect(
      (await admin.get('/indexer/discovered')).json.find((d: DiscoveredContract) => d.hash === COUNTER).published
        .contract,
    ).toBe(contract!.idContractPk);

    const again = await adminPt.post(`/indexer/discovered/${COUNTER}/contract`, { idDappFk: dapp.idDappPk });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('Já existe um registro de contrato com este script hash.');
  });

  it('refuses what cannot be converted, in the caller’s language', async () => {
    expect((await admin.post(`/indexer/discovered/${'0x' + 'e'.repeat(40)}/token`, {})).status).toBe(404);
    const notToken = await admin.post(`/indexer/discovered/${COUNTER}/token`, {});
    expect(notToken.status).toBe(400);
    expect(notToken.json.message).toMatch(/neither NEP-17 nor NEP-11/);
    expect((await adminPt.post(`/indexer/discovered/${TOKEN}/nft-collection`, {})).json.message).toMatch(
      /não declara NEP-17 nem NEP-11/,
    );
    // A NEP-17 contract needs the node for its symbol and decimals; none is configured here.
    const noNode = await admin.post(`/indexer/discovered/${TOKEN}/token`, {});
    expect(noNode.status).toBe(503);
    expect(noNode.json.message).toMatch(/No Neo N3 node is configured/);
    expect(await repository(ENTITIES['token-priced']).list()).toEqual([]);
  });
});
