/**
 * Measured fields are read-only to the admin API (security, third round, point 8): a contract's activity
 * (`CONTRACT_MEASURED_FIELDS`: 7-day invocations, their change, the 14-day graph, the rank and the network they were
 * observed on) is written only by the N3 indexer and the contract-activity job. A write through the API neither sets
 * nor clears them: the values it sends are ignored and the stored ones kept (the dashboard's forms send a record back
 * whole, so refusing would break an unchanged round trip; ignoring cannot publish a figure nobody measured).
 */
import { CONTRACT_MEASURED_FIELDS, type EntityName } from '../../../content-schema/index.ts';
import { ENTITIES } from '../../../content-schema/registry.ts';
import { repository } from '../../adapters/data/store.ts';

/** The fields of each entity that only a measurement writes. */
export const MEASURED_FIELDS: Partial<Record<EntityName, readonly string[]>> = {
  contract: CONTRACT_MEASURED_FIELDS,
};

/**
 * `input` (an admin API write of entity `name`) with its measured fields replaced by the stored record's: absent on
 * a create, the stored values on an update (the record named by its key fields; none when it does not exist).
 * Answers a new object; other entities' input is answered as it is.
 */
export async function keepMeasured(name: EntityName, input: Record<string, unknown>): Promise<Record<string, unknown>> {
  const measured = MEASURED_FIELDS[name];
  if (!measured?.length) return input;
  const def = ENTITIES[name];
  const rest = Object.fromEntries(Object.entries(input).filter(([field]) => !measured.includes(field)));
  const key = Object.fromEntries(def.idFields.map((f) => [f, input[f]]));
  const stored = Object.values(key).every((x) => typeof x === 'number')
    ? await repository(def).get(key as Record<string, number>)
    : undefined;
  const kept = Object.fromEntries(measured.filter((f) => stored?.[f] !== undefined).map((f) => [f, stored![f]]));
  return { ...rest, ...kept };
}
