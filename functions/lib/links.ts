/**
 * The SST links of a function running on AWS, as the configuration keys the server code reads (STYLE #5: code
 * reads `Resource.X`, wired in `infra/`). Locally, and in the tests, no link is active and this answers nothing,
 * so the environment (and its defaults) stays the only source.
 *
 * Link names are the component names in `infra/`: `Table`, `Uploads`, `Snapshots`, `Mail`, `Site`,
 * `JwtSecret`, `GithubToken`, `RebuildQueue`, `JobWorker`, `BuildProject`.
 */
import { Resource } from 'sst/resource';

/** What `infra/` links; every entry is optional because a function only gets the links it was given. */
export interface LinkedResources {
  App?: { name: string; stage: string };
  Table?: { name: string };
  Uploads?: { name: string };
  Snapshots?: { name: string };
  /** `sst.aws.Email`: the verified sender (an address or a domain). */
  Mail?: { sender: string; configSet?: string };
  /** `sst.Linkable`: the public origin of the site (custom domain or the CloudFront URL). */
  Site?: { url: string };
  JwtSecret?: { value: string };
  /** The secret CloudFront adds to API requests as `X-Origin-Verify`. */
  OriginSecret?: { value: string };
  GithubToken?: { value: string };
  RebuildQueue?: { url: string };
  JobWorker?: { name: string };
  BuildProject?: { name: string };
}

/** The `From` of outgoing mail for an SES sender: an address as is, a domain as `no-reply@<domain>`. */
export function mailFrom(sender: string): string {
  return `Neo Ecosystem <${sender.includes('@') ? sender : `no-reply@${sender}`}>`;
}

/** True when SST links are active (a function deployed by `sst deploy`, or a command under `sst shell`). */
export function linksActive(resource: LinkedResources = Resource as LinkedResources): boolean {
  return 'App' in resource;
}

/**
 * The linked values as configuration keys (`TABLE_NAME`, `UPLOADS_BUCKET`, `JWT_SECRET`, …); `{}` without links.
 * A linked mail identity also selects the SES transport. Empty secrets (optional ones left unset) are skipped.
 */
export function linkedEnvironment(resource: LinkedResources = Resource as LinkedResources): Record<string, string> {
  if (!linksActive(resource)) return {};
  const has = <K extends keyof LinkedResources>(key: K): LinkedResources[K] | undefined =>
    key in resource ? resource[key] : undefined;
  const env: Record<string, string | undefined> = {
    TABLE_NAME: has('Table')?.name,
    UPLOADS_BUCKET: has('Uploads')?.name,
    SNAPSHOTS_BUCKET: has('Snapshots')?.name,
    JWT_SECRET: has('JwtSecret')?.value || undefined,
    ORIGIN_SECRET: has('OriginSecret')?.value || undefined,
    GITHUB_TOKEN: has('GithubToken')?.value || undefined,
    REBUILD_QUEUE_URL: has('RebuildQueue')?.url,
    JOB_FUNCTION_NAME: has('JobWorker')?.name,
    BUILD_PROJECT_NAME: has('BuildProject')?.name,
  };
  const site = has('Site');
  if (site) {
    env.PUBLIC_SITE_URL = site.url;
    env.UPLOADS_PUBLIC_URL = `${site.url.replace(/\/$/, '')}/uploads`;
  }
  const mail = has('Mail');
  if (mail) {
    env.MAIL_TRANSPORT = 'ses';
    env.MAIL_FROM = mailFrom(mail.sender);
  }
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
