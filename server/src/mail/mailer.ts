import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

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
        await transport.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const mailDir = path.join(dataDir, 'mail');
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      // the messages hold reset links: only the server's user may read them
      await fs.mkdir(mailDir, { recursive: true, mode: 0o700 });
      await fs.chmod(mailDir, 0o700);
      const file = path.join(mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600, flag: 'wx' });
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info({ to: message.to, subject: message.subject, file, links }, 'mail written to file (set SMTP_URL to send)');
    },
    close: () => transport.close(),
  };
}
