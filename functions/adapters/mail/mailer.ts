/**
 * Outgoing mail: Amazon SES (API v2) in production (`MAIL_TRANSPORT=ses`), any SMTP server through nodemailer
 * otherwise (the local maildev on the embedded default). nodemailer is loaded only for SMTP, so the Lambda
 * bundle does not carry it (infra/bundle.ts leaves it out); the SES SDK is loaded on the first mail, not when the API
 * starts (its cold start: infra/bundle.ts).
 */
import type { Transporter } from 'nodemailer';
import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '../../config.ts';
import { stripControl } from '../../../content-schema/fields.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

let smtp: Promise<Transporter> | undefined;
let ses: SESv2Client | undefined;

/**
 * Send one message from MAIL_FROM; rejects when the transport refuses it. Whatever the caller put in, the subject
 * goes out as one line of text and the body as text: control characters (a contract name read from the chain, a
 * title stored before validation refused them) are dropped (`stripControl`), line breaks kept in the body only.
 */
export async function sendMail(raw: Mail): Promise<void> {
  const mail: Mail = {
    ...raw,
    subject: stripControl(raw.subject),
    text: stripControl(raw.text, true),
    ...(raw.html === undefined ? {} : { html: stripControl(raw.html, true) }),
  };
  const { MAIL_TRANSPORT, MAIL_SMTP_URL, MAIL_FROM, AWS_REGION } = config();
  if (MAIL_TRANSPORT === 'ses') {
    const { SESv2Client, SendEmailCommand } = await import('@aws-sdk/client-sesv2');
    ses ??= new SESv2Client({ region: AWS_REGION });
    const text = (data: string) => ({ Data: data, Charset: 'UTF-8' });
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: MAIL_FROM,
        Destination: { ToAddresses: [mail.to] },
        Content: {
          Simple: {
            Subject: text(mail.subject),
            Body: { Text: text(mail.text), ...(mail.html ? { Html: text(mail.html) } : {}) },
          },
        },
      }),
    );
    return;
  }
  smtp ??= import('nodemailer').then((m) => m.default.createTransport(MAIL_SMTP_URL));
  await (await smtp).sendMail({ from: MAIL_FROM, ...mail });
}

/** Drop the transport (after the configuration changed, e.g. in tests). */
export function resetMailer(): void {
  smtp = undefined;
  ses = undefined;
}
