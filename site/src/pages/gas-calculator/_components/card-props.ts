/** What the calculator's two cards (NeoCard, BneoCard) are both given by the island. */
import type { CalculatorParams } from '../../../wallets/calculator/params.ts';
import type { N3AccountView, N3Service } from '../../../wallets/n3/index.ts';
import type { WalletStore } from '../../../wallets/store/wallet-store.ts';

/** The props the NEO and bNEO cards share: the parameters in use, the lock, the account and its actions. */
export interface CalculatorCardProps {
  params: CalculatorParams;
  /** What the card's amount field shows, and its setter (ignored while locked). */
  text: string;
  onText: (text: string) => void;
  locked: boolean;
  /** `connect` / `relock`: why the card's action cannot start (lock.ts); undefined: it can. */
  block: 'connect' | 'relock' | undefined;
  account: N3AccountView | undefined;
  service: N3Service | undefined;
  store: WalletStore<'n3'>;
  hydrated: boolean;
  /** Told when a transaction ended (the account is read again). */
  onSettled: () => void;
}
