import { expect } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Decodes a quoted-printable body: soft line breaks and `=XX` escapes. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * The messages the e2e server sent to `to`: without `SMTP_URL` it writes each one as an `.eml`
 * file in `<data dir>/mail/` (server/src/mail/mailer.ts), which is how a journey reads its e-mails.
 */
function messagesTo(to: string): string[] {
  const dataDir = process.env.E2E_DATA_DIR;
  expect(dataDir, 'E2E_DATA_DIR must be the running server data directory').toBeTruthy();
  const mailDir = path.join(dataDir!, 'mail');
  let files: string[];
  try {
    files = readdirSync(mailDir).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files.map((name) => decodeQuotedPrintable(readFileSync(path.join(mailDir, name), 'utf8'))).filter((message) => new RegExp(`^To: .*${to}`, 'im').test(message));
}

/** The path of the last `/reset-password/{uid}/{token}/` link e-mailed to `to`, once it arrived. */
export async function passwordLinkSentTo(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      link = messagesTo(to).at(-1)?.match(/https?:\/\/[^/\s]+(\/reset-password\/[^/\s]+\/[^/\s]+\/)/)?.[1];
      return link;
    }, { message: `an e-mail with a password link to ${to}` })
    .toBeTruthy();
  return link!;
}

/** The path of the last `/confirm-email/{token}/` link e-mailed to `to`, once it arrived. */
export async function confirmationLinkSentTo(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      link = messagesTo(to).at(-1)?.match(/https?:\/\/[^/\s]+(\/confirm-email\/[^/\s]+\/)/)?.[1];
      return link;
    }, { message: `an e-mail with a confirmation link to ${to}` })
    .toBeTruthy();
  return link!;
}
