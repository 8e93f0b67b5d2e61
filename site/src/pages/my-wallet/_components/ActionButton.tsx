/**
 * The primary button of a /my-wallet action card (claim, vote): it opens the card's dialog, through the connect
 * modal first when no wallet of `store`'s chain is connected.
 */
import type { WalletStore } from '../../../wallets/store/wallet-store.ts';
import type { Chain } from '../../../wallets/types.ts';

/** The button labelled `label`; `onOpen` runs once a wallet is connected (store.executeWithWallet). */
export function ActionButton(props: {
  label: string;
  disabled: boolean;
  store: WalletStore<Chain>;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      className="btn btn-primary"
      disabled={props.disabled}
      onClick={() => props.store.executeWithWallet(props.onOpen)}
    >
      {props.label}
    </button>
  );
}
