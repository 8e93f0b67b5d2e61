import type { PublicDapp, PublicWallet } from '../../../../content-schema/snapshot.ts';

/** The props of the app/dApp detail body (DappDetail.astro) and of its wallet compatibility (DetailWallets.astro). */
export interface DappDetailProps {
  dapp: PublicDapp;
  /** Every wallet of the snapshot, for the compatibility fallback. */
  wallets: PublicWallet[];
}
