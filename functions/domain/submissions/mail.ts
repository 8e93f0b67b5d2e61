/** The mails a submitter gets: the confirmation link, then one per state change, with the status link. */
import { config } from '../../config.ts';
import { stripControl } from '../../../content-schema/fields.ts';
import { translator, type Locale } from '../../lib/i18n.ts';
import { log } from '../../lib/logger.ts';
import { sendMail } from '../../adapters/mail/mailer.ts';
import type { SubmissionState } from '../../../content-schema/entities/submission.ts';

/** The status page URL of a submission (in the submitter's language); `confirm` adds the confirmation secret. */
export function statusUrl(locale: string, statusSecret: string, confirmSecret?: string): string {
  const base = config().PUBLIC_SITE_URL.replace(/\/$/, '');
  const prefix = locale === 'pt-BR' ? '/pt-BR' : '';
  return `${base}${prefix}/submit/status/?token=${statusSecret}${confirmSecret ? `&confirm=${confirmSecret}` : ''}`;
}

/** The live page of a published listing (in the submitter's language): `/dapp-detailed/<slug>` or `/app-detailed/<slug>`. */
export function listingUrl(locale: string, slug: string, isDapp: boolean): string {
  const base = config().PUBLIC_SITE_URL.replace(/\/$/, '');
  const prefix = locale === 'pt-BR' ? '/pt-BR' : '';
  return `${base}${prefix}/${isDapp ? 'dapp' : 'app'}-detailed/${slug}`;
}

/** Send a mail and log (never throw) when the transport refuses it: the state change itself stands. */
async function deliver(to: string, subject: string, text: string): Promise<void> {
  try {
    await sendMail({ to, subject, text });
  } catch (error) {
    log.error('submission mail failed', { error: String(error) });
  }
}

/**
 * The one text of the visitor a mail quotes: the listing's title, on one line, marked in the mail as theirs
 * (`«…»`, "their words, not checked by us"); subjects quote nothing of theirs (security, third round, finding 5).
 */
const quotedTitle = (title: string) => stripControl(title).replace(/[«»]/g, '"').trim();

/** Mail the confirmation link of a new submission (quotes only the title, marked as the submitter's). */
export async function mailConfirmation(to: string, locale: Locale, title: string, link: string): Promise<void> {
  const t = translator(locale);
  await deliver(
    to,
    t('mail.submission.confirmSubject'),
    t('mail.submission.confirmText', { title: quotedTitle(title), link }),
  );
}

/**
 * Mail a state change (with the reason of a rejection, an administrator's words; the title marked as the
 * submitter's; once published, the link of the live listing, `liveUrl`). The status link is not mailed again: it
 * was in the first mail.
 */
export async function mailStateChange(
  to: string,
  locale: Locale,
  title: string,
  state: SubmissionState,
  reason?: string,
  liveUrl?: string,
): Promise<void> {
  const t = translator(locale);
  const stateName = t(`mail.submission.states.${state}`);
  const text =
    t('mail.submission.stateText', { title: quotedTitle(title), state: stateName }) +
    (liveUrl ? `\n\n${t('mail.submission.liveLink', { link: liveUrl })}` : '') +
    (reason ? `\n\n${t('mail.submission.reason', { reason })}` : '');
  await deliver(to, t('mail.submission.stateSubject', { state: stateName }), text);
}
