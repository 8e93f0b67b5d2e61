/**
 * The submission form's script: builds the proposal from the form (contracts one per line `name, 0x…`, lists one
 * URL per line), uploads the logo through the presigned pipeline (POST /client/submissions/upload, then PUT the
 * bytes), posts the submission and shows the status link or the API's per-field messages.
 */
import { productFetch } from '../../../lib/product-api.ts';

interface Listing {
  id: number;
  title: string;
  isDapp: boolean;
  shortDescription: string;
  websiteUrl: string;
  categories: number[];
  chains: number[];
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** `name, 0xhash` (or a bare hash) per line → `{ title, hash }`; a line without a hash keeps its text so the API names it. */
export function parseContracts(text: string, fallbackTitle: string): { title: string; hash: string }[] {
  return lines(text).map((line) => {
    const match = /^(.*?)[,;\s]+(0x\S+)$/.exec(line);
    return match ? { title: match[1]!.trim() || fallbackTitle, hash: match[2]! } : { title: fallbackTitle, hash: line };
  });
}

async function uploadLogo(file: File): Promise<string> {
  const presign = await productFetch('/client/submissions/upload', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ contentType: file.type, size: file.size }),
  });
  const answer = await presign.json();
  if (!presign.ok) throw new Error(answer.message);
  const put = await fetch(answer.uploadUrl, { method: 'PUT', headers: answer.headers, body: file });
  if (!put.ok) throw new Error(`${put.status}`);
  return answer.url as string;
}

/** Wire the form on the submission page. */
export function initSubmitForm(): void {
  const form = document.querySelector<HTMLFormElement>('[data-submit-form]');
  if (!form) return;
  const messages = JSON.parse(form.dataset.messages ?? '{}') as Record<string, string>;
  const listings = JSON.parse(document.getElementById('submit-listings')?.textContent ?? '[]') as Listing[];
  const result = form.querySelector<HTMLElement>('[data-submit-result]')!;
  const errors = form.querySelector<HTMLElement>('[data-submit-errors]')!;
  const field = <T extends HTMLElement = HTMLInputElement>(name: string) =>
    form.elements.namedItem(name) as unknown as T;
  const editOnly = form.querySelector<HTMLElement>('[data-edit-only]')!;

  form.addEventListener('change', (event) => {
    const target = event.target as HTMLInputElement;
    if (target.name === 'kind') editOnly.hidden = target.value !== 'edit';
    if (target.name === 'targetDappId') {
      const live = listings.find((l) => String(l.id) === target.value);
      if (!live) return;
      field('title').value = live.title;
      field<HTMLInputElement>('isDapp').checked = live.isDapp;
      field<HTMLTextAreaElement>('shortDescription').value = live.shortDescription;
      field('websiteUrl').value = live.websiteUrl;
      for (const box of form.querySelectorAll<HTMLInputElement>('input[name="dappCategory"]'))
        box.checked = live.categories.includes(Number(box.value));
      for (const box of form.querySelectorAll<HTMLInputElement>('input[name="dappBlockchainVersion"]'))
        box.checked = live.chains.includes(Number(box.value));
    }
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    errors.replaceChildren();
    result.textContent = messages.sending ?? '';
    const value = (name: string) => field<HTMLInputElement>(name).value.trim() || undefined;
    const checked = (name: string) =>
      [...form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)].map((b) => Number(b.value));
    const title = value('title') ?? '';
    try {
      const file = field<HTMLInputElement>('logo').files?.[0];
      const imageUrl = file ? await uploadLogo(file) : undefined;
      const edit = form.querySelector<HTMLInputElement>('input[name="kind"]:checked')?.value === 'edit';
      const body = {
        ...(edit && value('targetDappId') ? { targetDappId: Number(value('targetDappId')) } : {}),
        email: value('email') ?? '',
        homepage: field('homepage').value,
        proposal: {
          title,
          isDapp: field<HTMLInputElement>('isDapp').checked,
          shortDescription: value('shortDescription') ?? '',
          description: value('description'),
          websiteUrl: value('websiteUrl'),
          docsUrl: value('docsUrl'),
          companyName: value('companyName'),
          imageUrl,
          dappCategory: checked('dappCategory'),
          dappBlockchainVersion: checked('dappBlockchainVersion'),
          socials: [...form.querySelectorAll<HTMLInputElement>('[data-social]')]
            .filter((i) => i.value.trim())
            .map((i) => ({ idSocialTypeFk: Number(i.dataset.social), url: i.value.trim() })),
          contracts: parseContracts(field<HTMLTextAreaElement>('contracts').value, title),
          repositories: lines(field<HTMLTextAreaElement>('repositories').value),
        },
      };
      const res = await productFetch('/client/submissions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = await res.json();
      if (!res.ok) {
        result.textContent = answer.message ?? messages.failed;
        for (const [name, message] of Object.entries((answer.fields ?? {}) as Record<string, string>)) {
          const item = document.createElement('li');
          item.textContent = `${name.replace(/^proposal\./, '')}: ${message}`;
          errors.append(item);
        }
        return;
      }
      const link = document.createElement('a');
      link.href = `${form.dataset.statusPath}?token=${answer.statusToken}`;
      link.textContent = messages.statusLink ?? link.href;
      result.replaceChildren(document.createTextNode(`${messages.sent} `), link);
      form.querySelector('button[type="submit"]')?.setAttribute('disabled', '');
    } catch (error) {
      result.textContent = `${messages.failed} ${(error as Error).message}`;
    }
  });
}
