/**
 * Discovered contracts for the back-office (admin; functions/domain/indexer/discovery.ts, publish.ts):
 *   GET  /client/indexer/discovered → `[{ hash, name?, supportedStandards, methods, deployer?, deployedAt?, deployedBlock?,
 *        deployTx?, events, destroyed, published?: { contract?, idDappFk?, tokenPriced?, nftCollection? } }]`, newest first
 *   POST /client/indexer/discovered/:hash/contract `{ idDappFk }` → the discovered record with `published.contract`
 *        (a contract record on that dApp); 400 a body that is not JSON or without a valid dApp, 404 unknown hash, 409 a
 *        contract with this hash exists
 *   POST /client/indexer/discovered/:hash/token → with `published.tokenPriced` (a token record, symbol and decimals from
 *        the node); 400 not NEP-17, 404, 409 a token with this hash exists, 503 no node configured
 *   POST /client/indexer/discovered/:hash/nft-collection → with `published.nftCollection`; 400 not NEP-11, 404, 409, 503
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { requireAdmin } from '../require-admin.ts';
import { listDiscovered } from '../../domain/indexer/discovery.ts';
import { attachToDapp, publishAsNftCollection, publishAsToken } from '../../domain/indexer/publish.ts';
import { id } from '../../../content-schema/fields.ts';
import type { ApiEnv } from '../env.ts';
import { valid } from '../validate.ts';

const AttachSchema = v.object({ idDappFk: id() });

export const indexerRoutes = new Hono<ApiEnv>()
  .get('/indexer/discovered', requireAdmin, async (c) => c.json(await listDiscovered()))
  .post('/indexer/discovered/:hash/contract', requireAdmin, valid('json', AttachSchema), async (c) =>
    c.json(await attachToDapp(c.req.param('hash'), c.req.valid('json').idDappFk, c.get('locale'))),
  )
  .post('/indexer/discovered/:hash/token', requireAdmin, async (c) =>
    c.json(await publishAsToken(c.req.param('hash'), c.get('locale'))),
  )
  .post('/indexer/discovered/:hash/nft-collection', requireAdmin, async (c) =>
    c.json(await publishAsNftCollection(c.req.param('hash'), c.get('locale'))),
  );
