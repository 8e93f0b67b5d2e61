/** The local stack's mail inbox (maildev) as the e2e tests read it. */
import { expect, inject } from 'vitest';
import { site } from './browser.ts';

/**
 * The link in the newest mail to `to` received at or after `since` (ms since the epoch; default any), with its origin
 * replaced by the site's, waiting up to 15 s for it to arrive.
 */
export async function mailedLink(to: string, since = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${inject('inboxUrl')}/email`)).json()) as {
          text: string;
          date: string;
          to: { address: string }[];
        }[];
        const mail = mails.filter((m) => m.to.some((t) => t.address === to) && Date.parse(m.date) >= since).at(-1);
        link = mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
        return Boolean(link);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const url = new URL(link!);
  return `${site()}${url.pathname}${url.search}`;
}
