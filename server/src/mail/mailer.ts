import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

import type { SentEmailKind } from '@pimento/shared-kit/contracts/sent-emails';

/**
 * A message, and what the history of sent e-mails records of it (docs/email-templates.md
 * "History"): why it was sent, for whom (when absent, the account whose address it goes to) and
 * the template it was written from.
 */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind?: SentEmailKind;
  about?: { companyId: string; userId: string | null };
  template?: { id: number; name: string };
};

/** What the SMTP server answered for each recipient: accepted, or refused with its reply. */
export type MailOutcome = { accepted: { address: string; response: string }[]; refused: { address: string; response: string }[] };

export type Mailer = {
  send(message: MailMessage): Promise<MailOutcome>;
  close(): void;
};

type SentInfo = { envelope?: { to?: string[] }; accepted?: unknown[]; rejected?: unknown[]; rejectedErrors?: { recipient?: string; response?: string; message?: string }[]; response?: string };

function addressOf(entry: unknown): string {
  return typeof entry === 'string' ? entry : String((entry as { address?: unknown }).address ?? entry);
}

/** Nodemailer's report (or its error when every recipient was refused) as one outcome per recipient. */
export function mailOutcome(info: SentInfo, fallbackResponse: string): MailOutcome {
  const refusals = new Map((info.rejectedErrors ?? []).map((error) => [String(error.recipient ?? '').toLowerCase(), error.response ?? error.message ?? fallbackResponse]));
  const refused = (info.rejected ?? []).map(addressOf).map((address) => ({ address, response: refusals.get(address.toLowerCase()) ?? info.response ?? fallbackResponse }));
  const refusedSet = new Set(refused.map((item) => item.address.toLowerCase()));
  const accepted = (info.accepted ?? info.envelope?.to ?? []).map(addressOf).filter((address) => !refusedSet.has(address.toLowerCase())).map((address) => ({ address, response: info.response ?? fallbackResponse }));
  return { accepted, refused };
}

function toNodemailer(message: MailMessage) {
  return { to: message.to, subject: message.subject, text: message.text, html: message.html };
}

/**
 * SMTP through nodemailer when `SMTP_URL` is set (`smtp://user:pass@host:587`); otherwise each
 * message is written as an `.eml` file to `<dataDir>/mail/` and logged with its links, so a
 * developer can follow a reset link without a mail server.
 */
export function createMailer(options: { smtpUrl: string | null; from: string; dataDir: string; logger: Logger }): Mailer {
  const { smtpUrl, from, dataDir, logger } = options;
  if (smtpUrl !== null) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        const info = (await transport.sendMail({ from, ...toNodemailer(message) })) as SentInfo;
        logger.info({ to: message.to, subject: message.subject }, 'mail sent');
        return mailOutcome(info, 'accepted');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const mailDir = path.join(dataDir, 'mail');
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...toNodemailer(message) });
      // the messages hold reset links: only the server's user may read them
      await fs.mkdir(mailDir, { recursive: true, mode: 0o700 });
      await fs.chmod(mailDir, 0o700);
      const file = path.join(mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600, flag: 'wx' });
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info({ to: message.to, subject: message.subject, file, links }, 'mail written to file (set SMTP_URL to send)');
      return { accepted: (info.envelope.to ?? []).map((address) => ({ address, response: `written to ${path.basename(file)}` })), refused: [] };
    },
    close: () => transport.close(),
  };
}
