/**
 * The state of the public site's rebuilds, kept in the table so the dashboard can show it wherever the builder
 * runs (the local stack's rebuilder, or the pipeline on AWS).
 */
import { readMeta, writeMeta } from '../../adapters/data/store.ts';

export interface SiteStatus {
  /** UTC ISO-8601 of the last successful build, if any. */
  lastBuiltAt?: string;
  /** A content change is waiting for the next build. */
  pending: boolean;
  building: boolean;
  lastError?: string;
  lastErrorAt?: string;
}

export const readSiteStatus = async (): Promise<SiteStatus> =>
  (await readMeta<SiteStatus>('site-build')) ?? { pending: false, building: false };
export const writeSiteStatus = (status: SiteStatus) => writeMeta('site-build', status);
