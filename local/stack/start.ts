/**
 * `npm start`: the whole product on this machine, no cloud account, no network. Environment: SITE_PORT (4321),
 * API_PORT (8787), DATA_DIR (.data), ADMIN_EMAIL and ADMIN_PASSWORD (the first administrator, created when there
 * is none; without them a password is generated and printed once), SYNC_INTERVAL_MINUTES (how often due sync jobs
 * are looked for, 5; 0 turns the scheduler off, as the bench does so no sync or rebuild runs during its loads).
 * LOCAL_CHAINS=1 also starts a local Neo N3 privnet (neo-go) and a local Neo X node (Hardhat) with funded demo accounts
 * and points the wallet pages, the calculator, the bridge and the chain sync jobs at them (local/chains.ts).
 * Ctrl-C stops every part.
 */
import * as v from 'valibot';
import { startStack } from './stack.ts';
import { announceStack, forgetStack } from './database.ts';
import { startLocalChains, type LocalChains } from '../chains.ts';
import { portOr } from './stack.ts';
import { loopbackOrigins } from './local-origin.ts';
import { stopOnSignal } from '../until-stopped.ts';

const port = (fallback: number) =>
  v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer('must be a port number'), v.minValue(1), v.maxValue(65535)),
    String(fallback),
  );
const Env = v.object({
  SITE_PORT: port(4321),
  API_PORT: port(8787),
  /** maildev's SMTP and inbox ports. */
  SMTP_PORT: port(1025),
  INBOX_PORT: port(1080),
  DATA_DIR: v.optional(v.string(), '.data'),
  ADMIN_EMAIL: v.optional(v.pipe(v.string(), v.email('ADMIN_EMAIL must be an e-mail address'))),
  ADMIN_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(8, 'ADMIN_PASSWORD must have at least 8 characters'))),
  /** 1: start the local chains too (see above). */
  LOCAL_CHAINS: v.optional(v.picklist(['0', '1', 'true', 'false', ''], 'LOCAL_CHAINS must be 1 or 0'), '0'),
  SYNC_INTERVAL_MINUTES: v.optional(
    v.pipe(v.string(), v.transform(Number), v.number('SYNC_INTERVAL_MINUTES must be a number'), v.minValue(0)),
    '5',
  ),
});

const parsed = v.safeParse(Env, process.env);
if (!parsed.success) {
  for (const issue of parsed.issues) console.error(`Invalid ${v.getDotPath(issue)}: ${issue.message}`);
  process.exit(1);
}
const env = parsed.output;
const log = (line: string) => console.log(line);

console.log(`Starting Neo Ecosystem (data in ${env.DATA_DIR})…`);
let chains: LocalChains | undefined;
if (env.LOCAL_CHAINS === '1' || env.LOCAL_CHAINS === 'true') {
  console.log('Starting the local chains (Neo N3 privnet with neo-go, Neo X with Hardhat)…');
  chains = await startLocalChains({
    dataDir: `${env.DATA_DIR}/chains`,
    n3RpcPort: await portOr(30333),
    neoXRpcPort: await portOr(8545),
    siteOrigins: loopbackOrigins(env.SITE_PORT),
    log,
  }).catch((error: Error) => {
    console.error(`Could not start the local chains: ${error.message}`);
    process.exit(1);
  });
  Object.assign(process.env, chains.env);
}
const stack = await startStack({
  dataDir: env.DATA_DIR,
  sitePort: env.SITE_PORT,
  apiPort: env.API_PORT,
  smtpPort: env.SMTP_PORT,
  inboxPort: env.INBOX_PORT,
  adminEmail: env.ADMIN_EMAIL,
  adminPassword: env.ADMIN_PASSWORD,
  log,
  syncIntervalMs: env.SYNC_INTERVAL_MINUTES * 60_000,
}).catch(async (error: Error) => {
  console.error(`Could not start: ${error.message}`);
  await chains?.stop();
  process.exit(1);
});

if (stack.seeded)
  console.log(
    `Imported the catalogue: ${Object.entries(stack.seeded.created)
      .map(([k, n]) => `${n} ${k}`)
      .join(', ')}`,
  );
if (stack.admin) {
  console.log(
    `First administrator: ${stack.admin.email}` +
      (stack.admin.generated
        ? ` with the generated password ${stack.admin.password} (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose)`
        : ''),
  );
}
await announceStack(env.DATA_DIR, {
  dynamoUrl: stack.dynamoUrl,
  s3Url: stack.s3Url,
  siteUrl: stack.siteUrl,
  apiUrl: stack.apiUrl,
  pid: process.pid,
  inboxUrl: stack.inboxUrl,
  ...(chains ? { n3RpcUrl: chains.n3.rpcUrl, n3Magic: chains.n3.magic, neoXRpcUrl: chains.neoX.rpcUrl } : {}),
});
console.log(`Site: ${stack.siteUrl}`);
console.log(`API: ${stack.apiUrl}`);
console.log(`Mail inbox: ${stack.inboxUrl}`);
console.log(`Sign in: ${stack.siteUrl}sign-in`);
if (chains) {
  console.log(`N3 RPC: ${chains.n3.rpcUrl}`);
  console.log(`Neo X RPC: ${chains.neoX.rpcUrl}`);
  console.log(`Demo N3 address: ${chains.demo.n3Address}`);
  console.log(`Demo Neo X address: ${chains.demo.neoXAddress}`);
  console.log(
    'Every page that talks to a chain uses these local private networks (test-only keys: see local/privnet/keys.ts).',
  );
}
stopOnSignal(async () => {
  console.log('\nStopping…');
  await stack.stop();
  await chains?.stop();
  await forgetStack(env.DATA_DIR);
});
