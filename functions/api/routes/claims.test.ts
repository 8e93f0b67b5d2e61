/**
 * Claiming a listing through the API as the page sends it: a challenge, the wallet's signature (made here as NeoLine,
 * Neon and an EIP-191 wallet make it, with neon-js and viem accounts), the claim; a wrong account, a forged
 * signature, a replayed and an expired challenge refused; the claim in the catalogue snapshot and its token.
 * The deployer here is the one the N3 indexer recorded (a discovered-contract document); the chain tests read it
 * from the privnet and Hardhat (tests/chain/claims.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { u, wallet } from '@cityofzion/neon-js';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { ENTITIES } from '../../../content-schema/registry.ts';
import { repository } from '../../adapters/data/store.ts';
import { putDocument } from '../../adapters/data/documents.ts';
import { DISCOVERED_DOCS } from '../../domain/indexer/discovery.ts';
import { claimOfToken, completeClaim, issueChallenge } from '../../domain/claims/claims.ts';
import { ForbiddenError } from '../../domain/errors.ts';
import { catalogueSnapshot } from '../../domain/catalogue/snapshot.ts';
import { submissions } from '../../domain/submissions/store.ts';
import { translator } from '../../lib/i18n.ts';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { client, sha } from '../../../tests/support/api.ts';
import { ensureFirstAdmin } from '../../domain/auth/users.ts';
import { startMaildevOnFreePorts, type Maildev } from '../../../local/stack/maildev.ts';
import { resetMailer } from '../../adapters/mail/mailer.ts';
import { resetConfig } from '../../config.ts';
import { createApp } from '../app.ts';

const app = createApp();
type Account = InstanceType<typeof wallet.Account>;
let db: Awaited<ReturnType<typeof startTestDatabase>>;
let mail: Maildev;
let listing = 0;
const n3Hash = '0x' + 'ab'.repeat(20);
const neoXHash = '0x' + 'cd'.repeat(20);
const deployer = new wallet.Account(wallet.generatePrivateKey());
const stranger = new wallet.Account(wallet.generatePrivateKey());
const neoXDeployer = privateKeyToAccount(generatePrivateKey());
let address = 0;
let claimToken = '';

/** POST `path` as a browser on the site would (JSON, the language), from a new client address each time. */
async function post(path: string, body: unknown, language = 'en-US') {
  const res = await app.request(`/client${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      'x-forwarded-for': `198.51.100.${++address}`,
    },
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

/** What NeoLine's `signMessage` answers: a random salt, the classic envelope signed (neon-dappkit's classic form). */
function neolineSign(account: Account, message: string) {
  const salt = u.ab2hexstring(u.generateRandomArray(16));
  const hex = u.str2hexstring(`${salt}${message}`);
  const signed = `010001f0${u.num2VarInt(hex.length / 2)}${hex}0000`;
  return { publicKey: account.publicKey, signature: wallet.sign(signed, account.privateKey), salt };
}

const challenge = (account: string, chain = 'n3', language = 'en-US') =>
  post('/claims/challenge', { idDappPk: listing, chain, account }, language);

beforeAll(async () => {
  db = await startTestDatabase();
  mail = await startMaildevOnFreePorts();
  process.env.MAIL_SMTP_URL = mail.smtpUrl;
  resetConfig();
  resetMailer();
  const chainIds = new Map<string, number>();
  for (const tag of ['neo-n3', 'neo-x'])
    chainIds.set(
      tag,
      Number(
        (
          await repository(ENTITIES['blockchain-version']).create({
            title: tag,
            tagName: tag,
            active: true,
            source: 'tests',
          })
        ).idBlockchainVersionPk,
      ),
    );
  const tag = (t: string) => chainIds.get(t)!;
  const dapp = await repository(ENTITIES.dapp).create({
    title: 'Claim Test Swap',
    slug: 'claim-test-swap',
    isDapp: true,
    shortDescription: 'A listing for the claim tests.',
    active: true,
    private: false,
    dappCategory: [],
    dappBlockchainVersion: [tag('neo-n3'), tag('neo-x')],
    dappNntTag: [],
    dappToken: [],
    dappWallet: [],
    source: 'tests',
  });
  listing = Number(dapp.idDappPk);
  for (const [hash, chain] of [
    [n3Hash, 'neo-n3'],
    [neoXHash, 'neo-x'],
  ] as const)
    await repository(ENTITIES.contract).create({
      idDappFk: listing,
      title: hash,
      hash,
      order: 1,
      blockchainVersion: tag(chain),
      emailNotifications: false,
      source: 'tests',
    });
  // As the indexer records a Deploy: the sending account's script hash.
  await putDocument(DISCOVERED_DOCS, n3Hash, {
    hash: n3Hash,
    supportedStandards: [],
    methods: [],
    deployer: `0x${deployer.scriptHash}`,
    events: [],
    destroyed: false,
    mailed: true,
  });
}, 180_000);
afterAll(async () => {
  await mail?.close();
  await db?.close();
});

describe('claiming a listing on N3', () => {
  it("accepts the deployer's NeoLine signature once, shows the claim in the snapshot and refuses the replay", async () => {
    const issued = await challenge(deployer.address);
    expect(issued.status).toBe(201);
    expect(issued.json.message).toContain(deployer.address);
    expect(issued.json.message).toContain('claim-test-swap');
    const answer = { challengeId: issued.json.challengeId, ...neolineSign(deployer, issued.json.message) };
    const claimed = await post('/claims', answer);
    expect(claimed.status).toBe(201);
    expect(claimed.json.claim).toMatchObject({ chain: 'n3', account: deployer.address });
    expect(await claimOfToken(listing, claimed.json.claimToken)).toMatchObject({ account: deployer.address });
    expect(await claimOfToken(listing, 'f'.repeat(64))).toBeUndefined();

    const replay = await post('/claims', answer, 'pt-BR');
    expect(replay.status).toBe(410);
    expect(replay.json.message).toMatch(/já foi usado/);

    claimToken = claimed.json.claimToken;
    const dapp = (await catalogueSnapshot()).dapps.find((d) => d.idDappPk === listing)!;
    expect(dapp.claim).toEqual({ chain: 'n3', account: deployer.address, at: claimed.json.claim.at });
    expect(JSON.stringify(dapp)).not.toContain('tokenDigest');
  });

  it("accepts Neon's unsalted and plain-message forms", async () => {
    for (const form of ['unsalted', 'plain'] as const) {
      const issued = await challenge(deployer.address);
      const hex = u.str2hexstring(issued.json.message);
      const signed = form === 'plain' ? hex : `010001f0${u.num2VarInt(hex.length / 2)}${hex}0000`;
      const res = await post('/claims', {
        challengeId: issued.json.challengeId,
        publicKey: deployer.publicKey,
        signature: wallet.sign(signed, deployer.privateKey),
      });
      expect(res.status, form).toBe(201);
      // A new claim replaces the listing's claim and its token.
      claimToken = res.json.claimToken;
    }
  });

  it('refuses an account that did not deploy the contract, with the reason', async () => {
    const issued = await challenge(stranger.address, 'n3', 'pt-BR');
    const res = await post(
      '/claims',
      { challengeId: issued.json.challengeId, ...neolineSign(stranger, issued.json.message) },
      'pt-BR',
    );
    expect(res.status).toBe(403);
    expect(res.json.message).toMatch(/não implantou/);
  });

  it("refuses another key's signature for the deployer's address", async () => {
    const issued = await challenge(deployer.address);
    const forged = { ...neolineSign(stranger, issued.json.message), challengeId: issued.json.challengeId };
    const res = await post('/claims', forged);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/signature is not/);
  });

  it('refuses an expired challenge', async () => {
    const t = translator('en-US');
    const issued = await issueChallenge(
      { idDappPk: listing, chain: 'n3', account: deployer.address },
      t,
      Date.now() - 11 * 60_000,
    );
    const res = await post('/claims', { challengeId: issued.challengeId, ...neolineSign(deployer, issued.message) });
    expect(res.status).toBe(410);
    expect(res.json.message).toMatch(/expired/);
  });

  it("refuses a bad account and an unknown listing in the visitor's language", async () => {
    expect((await challenge('0x1234', 'n3', 'pt-BR')).json.message).toMatch(/endereço Neo N3/);
    const unknown = await post('/claims/challenge', { idDappPk: 999_999, chain: 'n3', account: deployer.address });
    expect(unknown.status).toBe(404);
  });
});

describe("the team's edit proposals", () => {
  const proposal = { title: 'Claim Test Swap', isDapp: true, shortDescription: 'Now with limit orders.' };
  it("marks an edit sent with the claim token as the verified team's and refuses another listing's token", async () => {
    const sent = await post('/submissions', { targetDappId: listing, proposal, email: 'team@example.org', claimToken });
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    const stored = await submissions().get({ idSubmissionPk: sent.json.id });
    expect(stored?.verifiedTeam).toMatchObject({ chain: 'n3', account: deployer.address });

    const plain = await post('/submissions', { targetDappId: listing, proposal, email: 'visitor@example.org' });
    expect((await submissions().get({ idSubmissionPk: plain.json.id }))?.verifiedTeam).toBeUndefined();

    const forged = await post(
      '/submissions',
      { targetDappId: listing, proposal, email: 'other@example.org', claimToken: 'a'.repeat(64) },
      'pt-BR',
    );
    expect(forged.status).toBe(400);
    expect(forged.json.fields.claimToken).toMatch(/token de reivindicação/);
  });
});

describe("the claimed team's mail", () => {
  it('mails the e-mail given at claim time, in its language, when an administrator edits the listing', async () => {
    const issued = await challenge(deployer.address, 'n3', 'pt-BR');
    const answer = { challengeId: issued.json.challengeId, ...neolineSign(deployer, issued.json.message) };
    const claimed = await post('/claims', { ...answer, email: 'Team@Claim.example' }, 'pt-BR');
    expect(claimed.status).toBe(201);
    claimToken = claimed.json.claimToken;

    await ensureFirstAdmin('root@example.org', 'Correct-Horse-2026');
    const login = await client(app).post('/auth', { email: 'root@example.org', password: sha('Correct-Horse-2026') });
    const admin = client(app, login.json.token);
    const record = (await admin.get(`/dapp/${listing}`)).json;
    expect((await admin.post('/dapp', { ...record, shortDescription: 'Edited by an administrator.' })).status).toBe(
      200,
    );

    let mails: { subject: string; text: string; to: { address: string }[] }[] = [];
    for (let i = 0; i < 50 && !mails.length; i++) {
      mails = ((await (await fetch(`${mail.inboxUrl}/email`)).json()) as typeof mails).filter((m) =>
        m.to.some((t) => t.address === 'team@claim.example'),
      );
      if (!mails.length) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/Sua listagem/);
    expect(mails[0]!.text).toContain('/pt-BR/dapp-detailed/claim-test-swap');
  });
});

describe('claiming a listing on Neo X', () => {
  it("accepts the creator's EIP-191 signature and refuses another account's", async () => {
    const t = translator('en-US');
    const creatorOf = async (_chain: string, hash: string) => ({ hash, accounts: [neoXDeployer.address] });
    const issued = await issueChallenge({ idDappPk: listing, chain: 'neoX', account: neoXDeployer.address }, t);
    const signature = await neoXDeployer.signMessage({ message: issued.message });
    const { claim } = await completeClaim({ challengeId: issued.challengeId, signature }, t, { deployers: creatorOf });
    expect(claim).toMatchObject({ chain: 'neoX', account: neoXDeployer.address });

    const other = privateKeyToAccount(generatePrivateKey());
    const again = await issueChallenge({ idDappPk: listing, chain: 'neoX', account: other.address }, t);
    const refused = completeClaim(
      { challengeId: again.challengeId, signature: await other.signMessage({ message: again.message }) },
      t,
      { deployers: creatorOf },
    );
    await expect(refused).rejects.toBeInstanceOf(ForbiddenError);
  });

  it('refuses a signature of another message, and says so when no Neo X node is configured to read the creator', async () => {
    const issued = await challenge(neoXDeployer.address, 'neoX');
    const wrong = await post('/claims', {
      challengeId: issued.json.challengeId,
      signature: await neoXDeployer.signMessage({ message: 'something else' }),
    });
    expect(wrong.status).toBe(400);
    const again = await challenge(neoXDeployer.address, 'neoX');
    const res = await post('/claims', {
      challengeId: again.json.challengeId,
      signature: await neoXDeployer.signMessage({ message: again.json.message }),
    });
    expect(res.status).toBe(403);
    expect(res.json.message).toMatch(/No node of this chain is configured/);
  });
});
