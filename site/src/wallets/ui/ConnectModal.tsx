/**
 * The connect-wallet modal of one chain: each platform with its state (SPEC §4: usable only when installed and
 * started; neon without a project id says it is not configured; an extension that did not answer within 10 s links to
 * where it is installed), the WalletConnect pairing link while Neon is asked, and why the last attempt failed (SPEC §8).
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { WalletStore } from '../store/wallet-store.ts';
import { tr } from '../strings.ts';
import { PLATFORMS, type Chain, type Platform } from '../types.ts';
import { chainName, connectErrorText, NEOLINE_WEBSITE, platformName } from './messages.ts';
import { Modal } from './Modal.tsx';

function PlatformState({ store, platform }: { store: WalletStore<Chain>; platform: Platform }) {
  const s = useStore(store.$wallet);
  const status = s.status[platform];
  if (platform === 'neon' && status === 'error' && !s.installed.neon)
    return <span className="muted">{tr('connect.notConfigured')}</span>;
  if (status === null) return <span className="muted">{tr('connect.starting')}</span>;
  if (status === 'error')
    return (
      <span className="muted">
        {tr('connect.notInitialized', { wallet: platformName(platform) })}
        {platform === 'neoline' && (
          <>
            {' '}
            <a href={NEOLINE_WEBSITE} target="_blank" rel="noopener noreferrer">
              {tr('connect.install', { wallet: platformName(platform) })}
            </a>
          </>
        )}
      </span>
    );
  return <span className="muted">{tr('connect.ready')}</span>;
}

/** The connect-wallet modal of `store`'s chain (open while `modalOpen`). */
export function ConnectModal({ store }: { store: WalletStore<Chain> }) {
  const s = useStore(store.$wallet);
  // The neon SDK starts when the modal opens (it loads the WalletConnect client).
  useEffect(() => {
    if (s.modalOpen && s.status.neon === null) void store.prepare('neon').catch(() => undefined);
  }, [s.modalOpen, s.status.neon, store]);
  return (
    <Modal open={s.modalOpen} title={tr('connect.title', { chain: chainName(store.chain) })} onClose={store.closeModal}>
      <ul className="wallet-options">
        {PLATFORMS.map((platform) => (
          <li key={platform}>
            <button
              type="button"
              className="btn wallet-option"
              disabled={!!s.connecting || !store.usable(platform)}
              aria-busy={s.connecting === platform}
              onClick={() => void store.connect(platform)}
            >
              {tr('connect.with', { wallet: platformName(platform) })}
            </button>
            <PlatformState store={store} platform={platform} />
          </li>
        ))}
      </ul>
      {s.uri && (
        <div className="wallet-uri">
          <p>{tr('connect.pairing')}</p>
          <input
            type="text"
            readOnly
            value={s.uri}
            aria-label={tr('connect.pairingLink')}
            onFocus={(e) => e.currentTarget.select()}
          />
          <button type="button" className="btn" onClick={() => void navigator.clipboard?.writeText(s.uri!)}>
            {tr('connect.copy')}
          </button>
        </div>
      )}
      {s.connecting && !s.uri && (
        <p className="muted">{tr('connect.approve', { wallet: platformName(s.connecting) })}</p>
      )}
      {s.error && (
        <p className="wallet-error" role="alert">
          {connectErrorText(s.error)}
        </p>
      )}
    </Modal>
  );
}
