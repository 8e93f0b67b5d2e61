/**
 * The status page's script: confirms the e-mail when the mailed link carries `confirm` (then drops it from the
 * address bar), reads GET /client/submissions/:token and shows the state, the rejection reason and the history.
 */
import type { Answer, ApiClient } from '../../../lib/api-client.ts';
import { productClient } from '../../../lib/product-api.ts';

/** GET /client/submissions/:token (the API's answer type). */
type Status = Answer<ApiClient['submissions'][':token']['$get']>;

/** Wire the status page. */
export async function initSubmissionStatus(): Promise<void> {
  const root = document.querySelector<HTMLElement>('[data-submission-status]');
  if (!root) return;
  const labels = JSON.parse(root.dataset.labels ?? '{}');
  const $ = (name: string) => root.querySelector<HTMLElement>(`[data-${name}]`)!;
  const params = new URLSearchParams(location.search);
  const token = params.get('token') ?? '';
  const confirm = params.get('confirm');
  // hc puts path parameters in as they are: encode the token as the address bar may not.
  const submission = productClient().submissions[':token'];
  const param = { token: encodeURIComponent(token) };
  let res: Response = confirm
    ? await submission.confirm.$post({ param, json: { confirm } })
    : await submission.$get({ param });
  if (confirm && res.ok) {
    history.replaceState(null, '', `${location.pathname}?token=${encodeURIComponent(token)}`);
    res = await submission.$get({ param });
  }
  if (!res.ok) {
    $('status-loading').textContent = labels.missing;
    return;
  }
  const status = (await res.json()) as Status;
  $('status-loading').hidden = true;
  $('status-body').hidden = false;
  $('status-title').textContent = status.title;
  $('status-state').textContent = labels.states[status.state] ?? status.state;
  $('status-state').dataset.state = status.state;
  $('status-kind').textContent = labels.kinds[status.kind];
  if (status.state === 'rejected' && status.reason) {
    $('status-reason').hidden = false;
    $('status-reason').textContent = `${labels.reason}: ${status.reason}`;
  }
  if (status.publishedSlug) {
    $('status-published').hidden = false;
    const link = $('status-link') as HTMLAnchorElement;
    link.href = `${status.publishedIsDapp ? labels.dappPath : labels.appPath}${status.publishedSlug}`;
    link.textContent = labels.view;
  }
  const when = new Intl.DateTimeFormat(root.dataset.locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  $('status-history').replaceChildren(
    ...status.history.map((step) => {
      const item = document.createElement('li');
      const who = step.by === 'submitter' ? labels.submitter : labels.administrator;
      item.textContent = `${when.format(new Date(step.at))} UTC — ${labels.states[step.state] ?? step.state} (${who})${step.reason ? `: ${step.reason}` : ''}`;
      return item;
    }),
  );
}
