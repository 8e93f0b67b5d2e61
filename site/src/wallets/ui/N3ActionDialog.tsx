/**
 * An N3 action through the transaction dialog: builds the request for the connected account, shows what will be
 * signed and the fees (test run + network fee), refuses before signing when GAS cannot pay them, then signs with
 * the connected wallet and validates on chain. A test run that FAULTs on a third-party contract shows SPEC §8's
 * temporary-unavailability message of that service instead of a Confirm button. An action may bring its own
 * validation (the bridge follows its deposit to Neo X), an approval step and the keep-the-window-open rule.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { ServiceName } from '../config.ts';
import type { FeeEstimate, N3Account, N3Service } from '../n3/index.ts';
import type { WalletStore } from '../store/wallet-store.ts';
import { formatLocalUnits, tr } from '../strings.ts';
import type { TxKind } from '../tx/machine.ts';
import { pollIntervalFor, type ValidateOptions, type ValidationResult } from '../../../../chain/tx-outcome.ts';
import { confirmTx, failBeforeSigning, openTx, type TxFlow, type TxProgress } from '../tx/runner.ts';
import type { N3Request } from '../types.ts';
import { platformName } from './messages.ts';
import { toast } from './toasts.ts';
import { TxDialog } from './TxDialog.tsx';

export interface N3ActionProps {
  kind: TxKind;
  title: string;
  summary: ReactNode;
  service: N3Service;
  store: WalletStore<'n3'>;
  build: (account: N3Account) => N3Request;
  /** GAS balance of the account, fractions of 10^-8 (to refuse before signing when fees cannot be paid). */
  gasBalance: bigint | undefined;
  /** GAS the action spends besides the fees (e.g. the unwrap fee), fractions of 10^-8. */
  extraGas?: bigint;
  /** Block time (ms) when the page read it already; otherwise it is read from chain. */
  msPerBlock?: number | undefined;
  /** Swap deadline (ms since 1970). */
  deadlineMs?: number;
  /** The third-party service the action relies on. */
  dependsOn?: ServiceName;
  /** Validation instead of the N3 service's own (e.g. the bridge: N3, then the relay to Neo X). */
  validate?: (
    txid: string,
    options: ValidateOptions,
    progress: (event: TxProgress) => void,
  ) => Promise<ValidationResult>;
  /** An allowance to approve before the action, when it says it is required (tx/runner.ts). */
  approval?: TxFlow['approval'];
  /** The dialog must stay open while processing (the bridge). */
  keepOpen?: boolean;
  onClose: () => void;
  onSettled?: () => void;
}

/** What a page hands any prepared dialog (VoteDialog, WrapDialog): the service, the wallet, the balance, the callbacks. */
export type N3DialogHostProps = Pick<
  N3ActionProps,
  'service' | 'store' | 'gasBalance' | 'msPerBlock' | 'onClose' | 'onSettled'
>;

type Estimate =
  | { state: 'loading' }
  | { state: 'ready'; fees: FeeEstimate; request: N3Request; msPerBlock: number }
  | { state: 'failed'; message: string };

/** The dialog of one N3 action, from review to outcome; unmount it with `onClose`. */
export function N3ActionDialog(props: N3ActionProps) {
  const { kind, service, store } = props;
  const [id] = useState(() => openTx(kind, 'n3', 'review'));
  const [estimate, setEstimate] = useState<Estimate>({ state: 'loading' });
  const [walletName, setWalletName] = useState('');

  useEffect(() => {
    let live = true;
    (async () => {
      const { adapter, address } = await store.connected();
      setWalletName(platformName(adapter.platform));
      const request = props.build(service.account(address));
      const [fees, msPerBlock] = await Promise.all([
        service.estimateFees(request, await adapter.publicKey?.()),
        props.msPerBlock ?? service.readMsPerBlock(),
      ]);
      if (live) setEstimate({ state: 'ready', fees, request, msPerBlock });
    })().catch((error) => {
      if (live) setEstimate({ state: 'failed', message: String((error as Error)?.message ?? error) });
    });
    return () => {
      live = false;
    };
    // The request is built once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const refused = estimate.state === 'ready' && estimate.fees.test.state !== 'HALT';
  const confirm = () => {
    if (estimate.state !== 'ready') return;
    const { fees, request, msPerBlock } = estimate;
    if (props.gasBalance !== undefined && props.gasBalance < fees.total + (props.extraGas ?? 0n))
      return failBeforeSigning(id, 'insufficientGas');
    void confirmTx(id, {
      send: async () => (await store.connected()).adapter.send(request),
      validate: (txid, onAttempt, progress) => {
        const options = { onAttempt, intervalMs: pollIntervalFor(msPerBlock), deadlineMs: props.deadlineMs };
        return props.validate ? props.validate(txid, options, progress) : service.validate(txid, options);
      },
      approval: props.approval,
      onSettled: () => props.onSettled?.(),
      notifyClosed: (tx) =>
        toast(
          tx.outcome === 'success' ? 'success' : 'error',
          tr(`tx.outcome.${tx.outcome ?? 'unknownError'}.title`),
          tx.txid,
        ),
    });
  };

  const review = (
    <div className="wallet-review">
      {props.summary}
      {estimate.state === 'loading' && <p className="muted">{tr('tx.estimating')}</p>}
      {estimate.state === 'failed' && (
        <p className="wallet-error" role="alert">
          {tr('tx.estimateFailed')} <span className="muted">{estimate.message}</span>
        </p>
      )}
      {estimate.state === 'ready' && !refused && (
        <dl className="wallet-facts">
          <dt>{tr('tx.systemFee')}</dt>
          <dd>{formatLocalUnits(estimate.fees.systemFee, 8)} GAS</dd>
          <dt>{tr('tx.networkFee')}</dt>
          <dd>{formatLocalUnits(estimate.fees.networkFee, 8)} GAS</dd>
        </dl>
      )}
      {refused && (
        <p className="wallet-error" role="alert">
          {props.dependsOn ? tr(`unavailable.${props.dependsOn}`) : tr('tx.refused')}
          {estimate.state === 'ready' && estimate.fees.test.exception && (
            <span className="muted"> ({estimate.fees.test.exception})</span>
          )}
        </p>
      )}
    </div>
  );
  return (
    <TxDialog
      id={id}
      title={props.title}
      review={review}
      canConfirm={estimate.state === 'ready' && !refused}
      onConfirm={confirm}
      onClose={props.onClose}
      walletName={walletName}
      keepOpen={props.keepOpen}
    />
  );
}
