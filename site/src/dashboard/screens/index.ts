/** The entity-specific parts of the generic screens, by entity (see entities/screen-config.ts). */
import type { EntityName } from '../../../../content-schema/registry.ts';
import type { ScreenConfig } from '../entities/screen-config.ts';
import { bannerScreen } from './banner.ts';
import { contractScreen, networkLabels } from './contract.ts';
import { dappScreen, translatedByLabels } from './dapp.ts';
import { globalScreen } from './global.ts';
import { listingScreen } from './listing.ts';
import { nep17Screen } from './nep17.ts';
import { socialTypeScreen } from './social-type.ts';
import { userScreen } from './user.ts';

const SCREENS: Partial<Record<EntityName, ScreenConfig>> = {
  user: userScreen,
  banner: bannerScreen,
  dapp: dappScreen,
  contract: contractScreen,
  nep17: nep17Screen,
  global: globalScreen,
  'social-type': socialTypeScreen,
  wallet: listingScreen,
  explorer: listingScreen,
  exchange: listingScreen,
  nftCollection: { optionLabels: { network: networkLabels } },
  'developer-aid': { optionLabels: { ptBrTranslatedBy: translatedByLabels } },
};

const NONE: ScreenConfig = {};

/** The config of `entity` (one shared empty config when the registry says it all). */
export const screenConfig = (entity: EntityName): ScreenConfig => SCREENS[entity] ?? NONE;
