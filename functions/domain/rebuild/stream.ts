/**
 * Which table changes feed the public site. The stream subscription in infra/rebuild.ts already keeps only keys
 * starting `ent#` (catalogue entities, not the `meta#` counters, locks, jobs, sessions or series); this module
 * decides per record, so the rule holds even without that filter and is tested here.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { ENTITIES } from '../../../content-schema/registry.ts';

/** Entities stored in the table that never appear on the public site. */
const NOT_ON_SITE = new Set(['user']);

/** Registry names by their key form (ElectroDB writes the `ent#<name>` template in lower case). */
const BY_KEY = new Map(Object.keys(ENTITIES).map((name) => [name.toLowerCase(), name]));

/** The entity of a partition key when its records feed the site (`ent#dapp` → `dapp`); undefined otherwise. */
export function siteEntityOfKey(pk: string | undefined): string | undefined {
  if (!pk?.toLowerCase().startsWith('ent#')) return undefined;
  const name = BY_KEY.get(pk.slice(4).toLowerCase());
  return name && !NOT_ON_SITE.has(name) ? name : undefined;
}

/** The distinct site entities changed by a batch of DynamoDB stream records (insert, modify or remove). */
export function changedSiteEntities(records: DynamoDBRecord[]): string[] {
  const names = new Set<string>();
  for (const record of records) {
    const name = siteEntityOfKey(record.dynamodb?.Keys?.pk?.S);
    if (name) names.add(name);
  }
  return [...names].sort();
}
