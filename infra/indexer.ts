/**
 * The N3 indexer in production: one EventBridge schedule (`INDEXER_SCHEDULE`, every minute) running
 * functions/entry/handlers/indexer.ts. A run stops starting chunks after 45 s (functions/domain/indexer/indexer.ts), so it
 * ends within the minute and the first runs backfill the last 30 days a chunk at a time; a run that still goes
 * when the next one starts makes that one skip (job lock). The function reads the N3 nodes of `NEO_N3_RPC_URLS`
 * (deployer's environment; without it the public mainnet nodes in live mode, none in offline stages, where it
 * does nothing), writes the table and mails discovered contracts (SES, links to the site's back-office).
 */
import { INDEXER_SCHEDULE } from '../functions/domain/indexer/job.ts';
import { NEOX_INDEXER_SCHEDULE } from '../functions/domain/indexer/neox/job.ts';
import { handlerOf, nodejsFor } from './bundle';
import { email } from './email';
import { site } from './site';
import { stage } from './stage';
import { table } from './table';

const rpcUrls = process.env.NEO_N3_RPC_URLS?.trim();

export const indexer = new sst.aws.Cron('N3Indexer', {
  schedule: INDEXER_SCHEDULE as `rate(${string})`,
  function: {
    handler: handlerOf('indexer'),
    nodejs: nodejsFor('indexer'),
    // The run's budget is 45 s plus the chunk in flight; the rest is headroom before Lambda stops it.
    timeout: '3 minutes',
    memory: '1024 MB',
    link: [table, email, site],
    environment: { DATA_SOURCES: stage.dataSources, ...(rpcUrls ? { NEO_N3_RPC_URLS: rpcUrls } : {}) },
  },
});

const neoXRpcUrls = process.env.NEO_X_RPC_URLS?.trim();

/**
 * The Neo X indexer beside it (functions/domain/indexer/neox): the same function bundle, told by `INDEXER_CHAIN`
 * which chain to follow; it reads the Neo X nodes of `NEO_X_RPC_URLS` (without it the public mainnet nodes in live
 * mode, none offline) and writes the same table. Its failed runs fail the function like the N3 one's.
 */
export const neoXIndexer = new sst.aws.Cron('NeoXIndexer', {
  schedule: NEOX_INDEXER_SCHEDULE as `rate(${string})`,
  function: {
    handler: handlerOf('indexer'),
    nodejs: nodejsFor('indexer'),
    timeout: '3 minutes',
    memory: '1024 MB',
    link: [table, site],
    environment: {
      DATA_SOURCES: stage.dataSources,
      INDEXER_CHAIN: 'neo-x',
      ...(neoXRpcUrls ? { NEO_X_RPC_URLS: neoXRpcUrls } : {}),
    },
  },
});
