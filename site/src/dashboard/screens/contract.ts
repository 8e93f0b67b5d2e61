/**
 * Contracts: the network the contract lives on is chosen from mainnet / testnet / private network (its activity
 * counts only where that network is observed); the activity the N3 indexer and the contract-activity job measure,
 * and the network they observed it on, are shown, not edited; a link to the NEP-17 facts.
 */
import { N3_NETWORKS } from '../../../../content-schema/index.ts';
import type { ScreenConfig } from '../entities/screen-config.ts';
import { ContractExtras } from './ContractExtras.tsx';

/** The dashboard's names of the N3 networks (contracts, NFT collections). */
export const networkLabels = Object.fromEntries(N3_NETWORKS.map((n) => [n, `dashboard.contract.networks.${n}`]));

export const contractScreen: ScreenConfig = {
  readOnly: ['rank', 'invocationsLast7Days', 'last7DaysPercent', 'activityNetwork'],
  hidden: ['graph14Days'],
  optionLabels: { network: networkLabels, activityNetwork: networkLabels },
  hints: { network: 'dashboard.contract.networkHint' },
  Extras: ContractExtras,
};
