/** Contracts: the activity the contract-activity job measures is shown, not edited; a link to the NEP-17 facts. */
import type { ScreenConfig } from '../entities/screen-config.ts';
import { ContractExtras } from './ContractExtras.tsx';

export const contractScreen: ScreenConfig = {
  readOnly: ['rank', 'invocationsLast7Days', 'last7DaysPercent'],
  hidden: ['graph14Days'],
  Extras: ContractExtras,
};
