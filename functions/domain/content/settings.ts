/** The global settings record (one, id 1) with its defaults and bounds. */
import * as v from 'valibot';
import {
  GLOBAL_BOUNDS,
  GlobalSettingsSchema,
  type GlobalSettings,
  type PublicGlobal,
} from '../../../content-schema/index.ts';
import { ENTITIES } from '../../../content-schema/registry.ts';
import type { PublicSettings } from '../../../content-schema/snapshot.ts';
import { repository, type Stored } from '../../adapters/data/store.ts';
import { contentChanged } from '../../adapters/data/events.ts';

const DEFAULTS = v.parse(GlobalSettingsSchema, { idGlobalPk: 1 });

/** The stored settings, or the defaults (version 0) when none were saved yet. */
export async function readGlobal(): Promise<Stored<GlobalSettings>> {
  const stored = await repository<GlobalSettings>(ENTITIES.global).get({ idGlobalPk: 1 });
  return stored ?? { ...DEFAULTS, version: 0, createdAt: '', updatedAt: '' };
}

/** The settings anyone may read (SPEC §3: the swap switch the public /get-gas honours). */
export async function publicSettings(): Promise<PublicSettings> {
  return { isSwapFeatureActive: (await readGlobal()).isSwapFeatureActive };
}

/** The public, read-only subset of the settings every visitor's page loads (GET /client/global/public). */
export async function publicGlobal(): Promise<PublicGlobal> {
  const { isSwapFeatureActive, uploadImageAllowedFiles, dappImageDimension, socialTypeIconDimension } =
    await readGlobal();
  return { isSwapFeatureActive, uploadImageAllowedFiles, dappImageDimension, socialTypeIconDimension };
}

/** The settings with the min/max bounds the dashboard shows beside them (SPEC §3). */
export async function globalWithBounds() {
  return { ...(await readGlobal()), bounds: GLOBAL_BOUNDS };
}

/** Switch the swap feature on or off (PUT /client/global/setSwapFeatureEnabled); answers the new value. */
export async function setSwapFeature(active: boolean): Promise<boolean> {
  const repo = repository<GlobalSettings>(ENTITIES.global);
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await repo.get({ idGlobalPk: 1 });
    try {
      if (current) await repo.replace({ ...current, isSwapFeatureActive: active }, current.version);
      else await repo.create({ ...DEFAULTS, isSwapFeatureActive: active });
      contentChanged('global', 'update');
      return active;
    } catch (error) {
      if ((error as { status?: number }).status !== 409) throw error;
    }
  }
  throw new Error('The settings kept changing; try again.');
}
