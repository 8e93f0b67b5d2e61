/**
 * The stage being deployed and its settings, read from the deployer's environment (README "Deploy to AWS").
 * `production` keeps its data forever (retained on removal, deletion protection, versioned uploads); any other
 * stage (`dev`, a pull request's) is disposable.
 */
import { assertProductionChainConfig } from '../chain/production-guard.ts';

// A production deployment never carries the local privnet's endpoints, magic or test-only keys.
if ($app.stage === 'production') assertProductionChainConfig(process.env);

export const stage = {
  name: $app.stage,
  isProduction: $app.stage === 'production',
  /** Custom domain of the site (`SITE_DOMAIN`, its hosted zone in Route 53); without it the CloudFront URL. */
  domain: process.env.SITE_DOMAIN?.trim() || undefined,
  /** SES sender: `MAIL_SENDER` (an address or a domain), else the site's domain. */
  mailSender: process.env.MAIL_SENDER?.trim() || process.env.SITE_DOMAIN?.trim() || undefined,
  /** Where alarms are mailed (`ALARM_EMAIL`; the address confirms the SNS subscription once). */
  alarmEmail: process.env.ALARM_EMAIL?.trim() || undefined,
  /** Production reads the live chain, market and GitHub sources; other stages replay the recordings. */
  dataSources: ($app.stage === 'production' ? 'live' : 'offline') as 'live' | 'offline',
};
