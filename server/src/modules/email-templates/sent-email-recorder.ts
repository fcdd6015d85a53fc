/**
 * Every e-mail the platform's mailer sends lands in the history (docs/email-templates.md
 * "History"): one row per recipient with the SMTP server's answer. The mailer the application
 * hands out is wrapped once (`buildApp`); wrapping an already recording mailer returns it as is,
 * so a feed worker that wraps the mailer it was given never records twice.
 */
import type { Logger } from 'pino';
import type { SentEmailOutcome } from '@pimento/shared-kit/contracts/sent-emails';
import type { Database } from '../../db/database.ts';
import { mailOutcome, type MailMessage, type MailOutcome, type Mailer } from '../../mail/mailer.ts';
import { insertSentEmails, type SentEmailEntry } from './sent-email-repository.ts';

const records = Symbol('records sent e-mails');

export type SentDelivery = { address: string; outcome: SentEmailOutcome; response: string | null };
type Delivery = SentDelivery;

function recipientsOf(message: MailMessage): string[] {
  return message.to.split(',').map((address) => address.trim()).filter((address) => address !== '');
}

/** A sending that threw: the recipients the server refused (all of them), or none reached at all. */
function failedDeliveries(message: MailMessage, error: unknown): Delivery[] {
  const report = error as { rejected?: unknown[]; rejectedErrors?: unknown[]; response?: string };
  const detail = error instanceof Error ? error.message : String(error);
  if (Array.isArray(report.rejected) && report.rejected.length > 0) {
    const outcome = mailOutcome(report as Parameters<typeof mailOutcome>[0], detail);
    return [...outcome.refused.map((item) => ({ address: item.address, outcome: 'bounced' as const, response: item.response }))];
  }
  return recipientsOf(message).map((address) => ({ address, outcome: 'failed' as const, response: detail }));
}

function deliveries(outcome: MailOutcome): Delivery[] {
  return [
    ...outcome.accepted.map((item) => ({ address: item.address, outcome: 'delivered' as const, response: item.response })),
    ...outcome.refused.map((item) => ({ address: item.address, outcome: 'bounced' as const, response: item.response })),
  ];
}

async function record(db: Database, message: MailMessage, sent: Delivery[]): Promise<void> {
  const entries: SentEmailEntry[] = sent.map((delivery) => ({
    recipient: delivery.address,
    outcome: delivery.outcome,
    smtpResponse: delivery.response,
    subject: message.subject,
    kind: message.kind ?? 'other',
    template: message.template ?? null,
    about: message.about ?? null,
  }));
  await insertSentEmails(db, entries);
}

/** Sends through the (recording) mailer and answers each recipient's outcome, a refusal included, instead of throwing. */
export async function sendAndReport(mailer: Mailer, message: MailMessage): Promise<SentDelivery[]> {
  try {
    return deliveries(await mailer.send(message));
  } catch (error) {
    return failedDeliveries(message, error);
  }
}

export function recordingMailer(mailer: Mailer, db: Database, logger: Pick<Logger, 'error'>): Mailer {
  if ((mailer as { [records]?: true })[records]) return mailer;
  const keep = (message: MailMessage, sent: Delivery[]) =>
    record(db, message, sent).catch((error: unknown) => logger.error({ err: error, to: message.to }, 'the sent e-mail could not be recorded'));
  return {
    [records]: true,
    async send(message) {
      let outcome: MailOutcome;
      try {
        outcome = await mailer.send(message);
      } catch (error) {
        await keep(message, failedDeliveries(message, error));
        throw error;
      }
      await keep(message, deliveries(outcome));
      return outcome;
    },
    close: () => mailer.close(),
  } as Mailer;
}
