/**
 * The claim dialog behind "Are you the team? Claim this listing" (issue 31), mounted on the first click
 * (mount-claim.tsx), so no wallet code loads with the page. The visitor picks the chain of one of the listing's contracts,
 * connects a wallet on it (the site's wallet stores and connect modal), optionally leaves an e-mail, and signs the
 * API's challenge with the adapter's signMessage (NeoLine / Neon on N3, EIP-191 on Neo X). The API checks that the
 * account deployed one of the contracts (functions/domain/claims); on success the claim token is shown once.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { decodeWalletProps } from '../../wallets/page-props.ts';
import { getWallets, startWallets } from '../../wallets/store/index.ts';
import { setWalletStrings, tr } from '../../wallets/strings.ts';
import { isWalletError } from '../../wallets/errors.ts';
import { Modal } from '../../wallets/ui/Modal.tsx';
import { Toaster } from '../../wallets/ui/Toaster.tsx';
import { WalletBar } from '../../wallets/ui/WalletBar.tsx';
import { claimListing, ClaimError, type ClaimChain, type ClaimDone } from './claim-api.ts';

export interface ClaimListingProps {
  /** The page's encoded wallet configuration and strings (wallets/page-props.ts). */
  props: string;
  idDappPk: number;
  /** The chains of the listing's contracts that can be claimed, N3 first. */
  chains: ClaimChain[];
  /** Changes on every click of the page's claim button: the dialog opens again. */
  openCount: number;
}

type Step = { kind: 'idle' } | { kind: 'signing' } | { kind: 'checking' } | { kind: 'failed'; message: string };

/** The claim dialog. */
export function ClaimListing({ props, idDappPk, chains, openCount }: ClaimListingProps) {
  const { config, strings, locale } = decodeWalletProps(props);
  setWalletStrings(strings, locale);
  const wallets = getWallets(config);
  const [open, setOpen] = useState(true);
  const [chain, setChain] = useState<ClaimChain>(chains[0] ?? 'n3');
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [done, setDone] = useState<ClaimDone>();
  const store = wallets[chain];
  const wallet = useStore(store.$wallet);
  const id = useId();
  useEffect(() => setOpen(true), [openCount]);
  useEffect(() => {
    startWallets(config);
  }, [config]);

  async function claim() {
    setStep({ kind: 'signing' });
    try {
      const { adapter, address } = await store.connected();
      if (!adapter.signMessage) throw new ClaimError(tr('listingClaim.cannotSign'), 0);
      const result = await claimListing({
        idDappPk,
        chain,
        account: address,
        email: email.trim() || undefined,
        sign: (message) => adapter.signMessage!(message, address),
        onSigned: () => setStep({ kind: 'checking' }),
        unreachable: tr('listingClaim.unreachable'),
      });
      setDone(result);
      setStep({ kind: 'idle' });
    } catch (error) {
      const message = isWalletError(error)
        ? tr(`errors.${error.code}`, { wallet: 'WalletSDK', ...error.params })
        : error instanceof ClaimError
          ? error.message
          : String((error as Error)?.message ?? error);
      setStep({ kind: 'failed', message: tr('listingClaim.failed', { message }) });
    }
  }

  const busy = step.kind === 'signing' || step.kind === 'checking';
  return (
    <div className="claim-listing">
      <Modal open={open} title={tr('listingClaim.title')} onClose={() => setOpen(false)}>
        {done ? (
          <div className="claim-done" role="status">
            <p>{tr('listingClaim.done')}</p>
            <p>
              <label htmlFor={`${id}-token`}>{tr('listingClaim.token')}</label>
              <input
                id={`${id}-token`}
                className="mono"
                readOnly
                value={done.claimToken}
                aria-describedby={`${id}-token-hint`}
              />
            </p>
            <p id={`${id}-token-hint`} className="muted">
              {tr('listingClaim.tokenHint')}
            </p>
          </div>
        ) : (
          <form
            className="claim-form"
            onSubmit={(e) => {
              e.preventDefault();
              void claim();
            }}
          >
            <p>{tr('listingClaim.lead')}</p>
            {chains.length > 1 && (
              <fieldset>
                <legend>{tr('listingClaim.chain')}</legend>
                {chains.map((c) => (
                  <label key={c}>
                    <input type="radio" name={`${id}-chain`} checked={chain === c} onChange={() => setChain(c)} />{' '}
                    {tr(`listingClaim.chains.${c}`)}
                  </label>
                ))}
              </fieldset>
            )}
            <WalletBar store={store} />
            <p>
              <label htmlFor={`${id}-email`}>{tr('listingClaim.email')}</label>
              <input
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-describedby={`${id}-email-hint`}
              />
              <span id={`${id}-email-hint`} className="muted">
                {tr('listingClaim.emailHint')}
              </span>
            </p>
            {!wallet.address && <p className="muted">{tr('listingClaim.connectFirst')}</p>}
            <button type="submit" className="btn btn-primary" disabled={!wallet.address || busy}>
              {tr('listingClaim.sign')}
            </button>
            <p role="status" aria-live="polite">
              {step.kind === 'signing' && tr('listingClaim.signing')}
              {step.kind === 'checking' && tr('listingClaim.checking')}
            </p>
            {step.kind === 'failed' && (
              <p role="alert" className="claim-error">
                {step.message}
              </p>
            )}
          </form>
        )}
        {/* The wallet's notices (connected, refused, wrong network) inside the dialog: outside, it would cover them. */}
        <Toaster />
      </Modal>
    </div>
  );
}
