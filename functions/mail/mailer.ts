/**
 * Outgoing mail through nodemailer: Amazon SES in production (`MAIL_TRANSPORT=ses`), any SMTP server otherwise
 * (the local maildev on the embedded default).
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config } from '../config.ts';

let transporter: Transporter | undefined;

function transport(): Transporter {
  if (transporter) return transporter;
  const { MAIL_TRANSPORT, MAIL_SMTP_URL, AWS_REGION } = config();
  transporter = MAIL_TRANSPORT === 'ses'
    ? nodemailer.createTransport({ SES: { sesClient: new SESv2Client({ region: AWS_REGION }), SendEmailCommand } } as never)
    : nodemailer.createTransport(MAIL_SMTP_URL);
  return transporter;
}

export interface Mail { to: string; subject: string; text: string; html?: string }

/** Send one message from MAIL_FROM; rejects when the transport refuses it. */
export async function sendMail(mail: Mail): Promise<void> {
  await transport().sendMail({ from: config().MAIL_FROM, ...mail });
}

/** Drop the transport (after the configuration changed, e.g. in tests). */
export function resetMailer(): void {
  transporter = undefined;
}
