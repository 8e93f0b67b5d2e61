/**
 * Outgoing mail (password recovery) through Amazon SES: a verified domain (DKIM records created in Route 53 when
 * the zone is there) or one verified address. Linked to the API as `Mail`.
 */
import { stage } from './stage';

if (!stage.mailSender)
  throw new Error('Set SITE_DOMAIN (or MAIL_SENDER, an address or domain SES may send from) before deploying.');

export const email = new sst.aws.Email('Mail', {
  sender: stage.mailSender,
  dmarc: stage.mailSender.includes('@') ? undefined : 'v=DMARC1; p=quarantine; adkim=s; aspf=s;',
});
