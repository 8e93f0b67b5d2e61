/**
 * The team's mail when its claimed listing changes: an administrator saved or removed the listing or one of its
 * contracts or social links, or approved an edit of it. Only when the team gave an e-mail at claim time; in the
 * language it claimed in; the mail quotes nothing of anyone's text, only the listing's link. A transport failure is
 * logged, never thrown: the change itself stands.
 */
import type { Dapp } from '../../../content-schema/index.ts';
import { ENTITIES, type EntityName } from '../../../content-schema/registry.ts';
import { repository } from '../../adapters/data/store.ts';
import { sendMail } from '../../adapters/mail/mailer.ts';
import { config } from '../../config.ts';
import { translator, type Locale } from '../../lib/i18n.ts';
import { log } from '../../lib/logger.ts';
import { readClaim } from './claims.ts';

/** The entities whose records belong to one listing, and how to read its id from a saved record's key. */
const LISTING_KEY: Partial<Record<EntityName, string>> = {
  dapp: 'idDappPk',
  contract: 'idDappFk',
  'dapp-social': 'idDappFk',
};

/** The listing a saved or removed record of `entity` belongs to (its fields or key), if it is one of a listing. */
export function listingOf(entity: EntityName, record: Record<string, unknown>): number | undefined {
  const field = LISTING_KEY[entity];
  const id = field ? Number(record[field]) : NaN;
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * Mail the team of listing `idDappPk` that it was `change`d (`updated` or `removed`), with the listing's link (the
 * site's home for a removed one). Does nothing when the listing was not claimed or the team gave no e-mail.
 */
export async function mailClaimedTeam(idDappPk: number, change: 'updated' | 'removed'): Promise<void> {
  const claim = await readClaim(idDappPk);
  if (!claim?.email) return;
  const locale: Locale = claim.locale === 'pt-BR' ? 'pt-BR' : 'en-US';
  const t = translator(locale);
  const base = `${config().PUBLIC_SITE_URL.replace(/\/$/, '')}${locale === 'pt-BR' ? '/pt-BR' : ''}`;
  const dapp = change === 'updated' ? await repository<Dapp>(ENTITIES.dapp).get({ idDappPk }) : undefined;
  const link = dapp?.slug ? `${base}/${dapp.isDapp ? 'dapp' : 'app'}-detailed/${dapp.slug}` : `${base}/`;
  try {
    await sendMail({
      to: claim.email,
      subject: t('mail.claim.subject'),
      text: t('mail.claim.text', { action: t(`mail.claim.actions.${change}`), link }),
    });
  } catch (error) {
    log.error('claimed-team mail failed', { error: String(error) });
  }
}
