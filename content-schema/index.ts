/** content-schema: what things are. Valibot schemas and inferred types of every entity of SPEC §3, and the registry. */
export * from './fields.ts';
export * from './rules.ts';
export * from './entities/auth.ts';
export * from './entities/settings.ts';
export * from './entities/taxonomy.ts';
export * from './entities/dapp.ts';
export * from './entities/listings.ts';
export * from './entities/promo.ts';
export * from './entities/market.ts';
export * from './entities/github.ts';
export * from './entities/wallet.ts';
export * from './entities/live.ts';
export * from './registry.ts';
export * from './snapshot.ts';
export * from './live-snapshot.ts';
