/** Reads the public catalogue entities in one go (each entity is one query of its partition). */
import { ENTITIES } from '../../../content-schema/registry.ts';
import type {
  Banner,
  BlockchainVersion,
  BoostedDapp,
  Category,
  Contract,
  Dapp,
  DappSocial,
  DeveloperAid,
  Exchange,
  Explorer,
  NftCollection,
  PlatformType,
  GlobalSettings,
  SocialType,
  SupportedServer,
  TokenPriced,
  Wallet,
} from '../../../content-schema/index.ts';
import { repository, type Stored } from '../../adapters/data/store.ts';

const all = <T extends Record<string, unknown>>(name: keyof typeof ENTITIES) => repository<T>(ENTITIES[name]).list();

/** Every record the public catalogue is built from, with the bookkeeping fields. */
export async function loadCatalogue() {
  const [
    dapps,
    contracts,
    socials,
    socialTypes,
    categories,
    chains,
    platforms,
    wallets,
    explorers,
    exchanges,
    tokens,
    nfts,
    aid,
    boosted,
    banners,
    servers,
    globals,
  ] = await Promise.all([
    all<Dapp>('dapp'),
    all<Contract>('contract'),
    all<DappSocial>('dapp-social'),
    all<SocialType>('social-type'),
    all<Category>('category'),
    all<BlockchainVersion>('blockchain-version'),
    all<PlatformType>('platform-type'),
    all<Wallet>('wallet'),
    all<Explorer>('explorer'),
    all<Exchange>('exchange'),
    all<TokenPriced>('token-priced'),
    all<NftCollection>('nftCollection'),
    all<DeveloperAid>('developer-aid'),
    all<BoostedDapp>('boosted-dapp'),
    all<Banner>('banner'),
    all<SupportedServer>('supported-server'),
    all<GlobalSettings>('global'),
  ]);
  return {
    dapps,
    contracts,
    socials,
    socialTypes,
    categories,
    chains,
    platforms,
    wallets,
    explorers,
    exchanges,
    tokens,
    nfts,
    aid,
    boosted,
    banners,
    servers,
    settings: globals[0],
  };
}
export type LoadedCatalogue = Awaited<ReturnType<typeof loadCatalogue>>;
export type { Stored };
