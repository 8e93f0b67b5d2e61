import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { toastStore } from '../../lib/toasts.ts';
import { ToastRegion } from './ToastRegion.tsx';

/* The one toast region: a polite live region in the look its class names, newest on top, each with a close button. */
function render(className: string): string {
  const store = toastStore();
  store.show({ kind: 'success', title: 'Saved' });
  store.show({ kind: 'error', title: '409', body: 'Conflict' });
  return renderToStaticMarkup(
    createElement(ToastRegion, { store, className, label: 'Notifications', dismissLabel: 'Close' }),
  );
}

describe('ToastRegion', () => {
  it('is a polite status region named by its label, in the look its class picks', () => {
    const html = render('wallet-toaster');
    expect(html).toMatch(/^<div class="wallet-toaster" role="status" aria-live="polite" aria-label="Notifications">/);
  });

  it('lists the newest toast first, its kind as a class, its body under the title', () => {
    const html = render('toaster');
    const error = html.indexOf('class="toast toast-error"');
    const success = html.indexOf('class="toast toast-success"');
    expect(error).toBeGreaterThan(-1);
    expect(success).toBeGreaterThan(error);
    expect(html).toContain('<strong class="toast-title">409</strong><span class="toast-body">Conflict</span>');
    expect(html).not.toContain('<span class="toast-body"></span>');
  });

  it('gives every toast a close button with its accessible name', () => {
    const html = render('toaster');
    expect(html.match(/<button type="button" class="toast-close" aria-label="Close">/g)).toHaveLength(2);
  });
});
