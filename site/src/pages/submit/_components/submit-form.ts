/**
 * The submission form's script: builds the proposal from the form (contracts one per line `name, 0x…`, lists one
 * URL per line), crops the logo in the back-office's crop step and uploads it through the presigned pipeline
 * (POST /client/submissions/upload, then PUT the bytes), posts the submission, then either shows each of the API's
 * per-field messages beside its field (what was typed stays) or replaces the form with the status link.
 */
import type { ApiFailure } from '../../../lib/api-client.ts';
import { productClient } from '../../../lib/product-api.ts';
import { fieldOfError, lineNumbers } from './field-errors.ts';

interface Listing {
  id: number;
  title: string;
  isDapp: boolean;
  shortDescription: string;
  websiteUrl: string;
  categories: number[];
  chains: number[];
}

/** `name, 0xhash` (or a bare hash) per line → `{ title, hash }`; a line without a hash keeps its text so the API names it. */
export function parseContracts(text: string, fallbackTitle: string): { title: string; hash: string }[] {
  return lineNumbers(text).map(({ text: line }) => {
    const match = /^(.*?)[,;\s]+(0x\S+)$/.exec(line);
    return match ? { title: match[1]!.trim() || fallbackTitle, hash: match[2]! } : { title: fallbackTitle, hash: line };
  });
}

async function uploadLogo(blob: Blob): Promise<string> {
  const presign = await productClient().submissions.upload.$post({
    json: { contentType: blob.type, size: blob.size },
  });
  const answer = (await presign.json()) as Awaited<ReturnType<typeof presign.json>> & ApiFailure;
  if (!presign.ok) throw new Error(answer.message);
  const put = await fetch(answer.uploadUrl, { method: 'PUT', headers: answer.headers, body: blob });
  if (!put.ok) throw new Error(`${put.status}`);
  return answer.url;
}

/** Wire the form on the submission page. */
export function initSubmitForm(): void {
  const form = document.querySelector<HTMLFormElement>('[data-submit-form]');
  if (!form) return;
  const messages = JSON.parse(form.dataset.messages ?? '{}') as Record<string, string>;
  const logoTypes = JSON.parse(form.dataset.logoTypes ?? '[]') as string[];
  const listings = JSON.parse(document.getElementById('submit-listings')?.textContent ?? '[]') as Listing[];
  const result = form.querySelector<HTMLElement>('[data-submit-result]')!;
  const progress = form.querySelector<HTMLElement>('[data-submit-progress]')!;
  const field = <T extends HTMLElement = HTMLInputElement>(name: string) =>
    form.elements.namedItem(name) as unknown as T;
  const editOnly = form.querySelector<HTMLElement>('[data-edit-only]')!;
  const logoInput = field<HTMLInputElement>('logo');
  const preview = form.querySelector<HTMLElement>('[data-logo-preview]')!;
  let logo: Blob | null = null;

  const showLogo = (blob: Blob | null) => {
    logo = blob;
    if (!blob)
      return preview.replaceChildren(
        Object.assign(document.createElement('span'), { className: 'muted', textContent: messages.logoNone }),
      );
    const image = Object.assign(document.createElement('img'), {
      src: URL.createObjectURL(blob),
      alt: messages.logoPreview,
    });
    preview.replaceChildren(image);
  };

  /** Clear every field's message. */
  const clearErrors = () => {
    result.hidden = true;
    result.replaceChildren();
    for (const error of form.querySelectorAll<HTMLElement>('[data-field-error]')) {
      error.hidden = true;
      error.textContent = '';
    }
    for (const control of form.querySelectorAll('[aria-invalid]')) {
      control.removeAttribute('aria-invalid');
      const describedBy = (control.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .filter((id) => id && !id.endsWith('-error'))
        .join(' ');
      if (describedBy) control.setAttribute('aria-describedby', describedBy);
      else control.removeAttribute('aria-describedby');
    }
  };

  /** Show `message` beside the field `id` (its error element, linked from the control by aria-describedby). */
  const showError = (id: string, message: string): HTMLElement | undefined => {
    const error = document.getElementById(`${id}-error`);
    const control = document.getElementById(id);
    if (!error || !control) return undefined;
    error.textContent = error.textContent ? `${error.textContent} ${message}` : message;
    error.hidden = false;
    control.setAttribute('aria-invalid', 'true');
    const ids = new Set([...(control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean), error.id]);
    control.setAttribute('aria-describedby', [...ids].join(' '));
    return control;
  };

  form.addEventListener('change', async (event) => {
    const target = event.target as HTMLInputElement;
    if (target.name === 'kind') editOnly.hidden = target.value !== 'edit';
    if (target === logoInput) {
      const file = logoInput.files?.[0];
      logoInput.value = '';
      if (!file) return;
      const { cropLogo } = await import('./logo-crop.tsx');
      const cropped = await cropLogo(file, logoTypes).catch(() => null);
      if (cropped) showLogo(cropped);
      logoInput.focus();
    }
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
    clearErrors();
    progress.textContent = messages.sending ?? '';
    const value = (name: string) => field<HTMLInputElement>(name).value.trim() || undefined;
    const checked = (name: string) =>
      [...form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)].map((b) => Number(b.value));
    const title = value('title') ?? '';
    const socialInputs = [...form.querySelectorAll<HTMLInputElement>('[data-social]')].filter((i) => i.value.trim());
    const contractLines = lineNumbers(field<HTMLTextAreaElement>('contracts').value);
    const repositoryLines = lineNumbers(field<HTMLTextAreaElement>('repositories').value);
    try {
      const imageUrl = logo ? await uploadLogo(logo) : undefined;
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
          shortDescriptionPtBr: value('shortDescriptionPtBr'),
          descriptionPtBr: value('descriptionPtBr'),
          websiteUrl: value('websiteUrl'),
          docsUrl: value('docsUrl'),
          companyName: value('companyName'),
          imageUrl,
          dappCategory: checked('dappCategory'),
          dappBlockchainVersion: checked('dappBlockchainVersion'),
          socials: socialInputs.map((i) => ({ idSocialTypeFk: Number(i.dataset.social), url: i.value.trim() })),
          contracts: parseContracts(field<HTMLTextAreaElement>('contracts').value, title),
          repositories: repositoryLines.map((l) => l.text),
        },
      };
      const res = await productClient().submissions.$post({ json: body });
      const answer = (await res.json()) as Awaited<ReturnType<typeof res.json>> & ApiFailure;
      progress.textContent = '';
      if (!res.ok) {
        const fields = Object.entries((answer.fields ?? {}) as Record<string, string>);
        const unplaced: string[] = [];
        let first: HTMLElement | undefined;
        for (const [key, message] of fields) {
          const place = fieldOfError(key, {
            socials: socialInputs.map((i) => i.id),
            contracts: contractLines.map((l) => l.line),
            repositories: repositoryLines.map((l) => l.line),
          });
          const text = place?.line
            ? messages.line!.replace('%LINE%', String(place.line)).replace('%MESSAGE%', message)
            : message;
          const control = place && showError(place.id, text);
          if (control) first ??= control;
          else unplaced.push(message);
        }
        result.hidden = false;
        result.replaceChildren(
          document.createTextNode(fields.length ? messages.invalid! : (answer.message ?? messages.failed)),
          ...unplaced.map((m) => Object.assign(document.createElement('p'), { textContent: m })),
        );
        (first ?? result).focus?.();
        if (!first) result.scrollIntoView({ block: 'center' });
        return;
      }
      const done = document.querySelector<HTMLElement>('[data-submit-done]')!;
      const link = done.querySelector<HTMLAnchorElement>('[data-status-link]')!;
      link.href = `${link.getAttribute('href')}?token=${answer.statusToken}`;
      form.replaceWith(done);
      done.hidden = false;
      done.querySelector<HTMLElement>('h2')?.focus();
    } catch (error) {
      progress.textContent = '';
      result.hidden = false;
      result.textContent = `${messages.failed} ${(error as Error).message}`;
    }
  });
}
