/**
 * Where a delivered file goes. Each destination takes a run's published file — complete, named by
 * the run in the transaction that finished it — never one being written:
 * - e-mail: a message through the platform's SMTP whose body holds the download page (signed-in
 *   users) or a 7-day shared link made by the export engine, never the file itself; written by
 *   the feed, or by an e-mail template of the company (docs/email-templates.md), and recorded in
 *   the history of sent e-mails with its SMTP outcome;
 * - connector: streamed from the file storage through the file-transfer engine into the
 *   connector's folder, a new name under `<name>.part` first and renamed once complete, so the
 *   receiving side never reads half a file (a name already there is replaced in place: see
 *   `uploadToConnector`); the connectors' address policy applies (loopback and private addresses
 *   refused unless the operator allows them);
 * - public URL: nothing travels; the delivery's run becomes the one the feed's address serves.
 */
import type { FeedDestination } from '@pimento/shared-kit/contracts/feeds';
import { feedEmailPlaceholders } from '@pimento/shared-kit/contracts/feeds';
import type { Database, Queryable } from '../../db/database.ts';
import { remotePath, withFileTransfer } from '../../file-transfer/file-transfer.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { connectorRuntime } from '../connectors/connector-runtime.ts';
import { findConnector } from '../connectors/repository.ts';
import { openConnector } from '../connectors/service.ts';
import { exportDownloadPage } from '../exports/run-notifications.ts';
import { createSharedLink } from '../exports/run-files.ts';
import type { Actor } from '../rights/authorization.ts';
import { feedRuntime } from './feed-runtime.ts';
import { publicFeedUrl } from './service.ts';
import { escapeHtml } from '../../formats/html/escape-html.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { renderEmail, type PlaceholderValues } from '../email-templates/render.ts';
import { templateForSending, userPlaceholderValues } from '../email-templates/service.ts';
import { mentionsPlaceholder } from '@pimento/shared-kit/contracts/email-placeholders';

/** A failure of the destination, with a stable code and what the other side said. */
export class DeliveryError extends Error {
  readonly code: string;
  readonly retryable: boolean;
  constructor(code: string, detail: string, retryable = true) {
    super(detail);
    this.name = 'DeliveryError';
    this.code = code;
    this.retryable = retryable;
  }
}

export type DeliveredFile = { runId: number; key: string; fileName: string };

/** The destination in words, for the delivery record. */
export async function describeDestination(tx: Queryable, companyId: string, destination: FeedDestination, publicToken: string | null): Promise<string> {
  switch (destination.kind) {
    case 'email':
      return `e-mail to ${destination.recipients.join(', ')}`;
    case 'connector': {
      const connector = await findConnector(tx, companyId, destination.connector_id);
      return connector === null ? `connection ${destination.connector_id} (deleted)` : `${connector.protocol}://${connector.host}:${connector.port}${connector.folder}`;
    }
    case 'public_url':
      return publicToken === null ? 'public URL' : publicFeedUrl(feedRuntime().publicUrl, publicToken);
  }
}


/** A feed's e-mail: what it says, and what the history of sent e-mails records of it. */
export type FeedEmail = Pick<MailMessage, 'subject' | 'text' | 'html' | 'about' | 'template'>;

/**
 * The message of an e-mail delivery. With an e-mail template of the company (still there), its
 * subject and body through the templates' renderer: the feed's owner as the user, the feed and its
 * file as the export, the links. Otherwise the feed's own subject and body, `{file_name}`,
 * `{download_url}` and `{public_download_url}` replaced. A shared link is made only when asked for.
 */
export async function emailText(tx: Queryable, actor: Actor, destination: Extract<FeedDestination, { kind: 'email' }>, file: DeliveredFile): Promise<FeedEmail> {
  const { publicUrl } = feedRuntime();
  const { companyId, userId } = actor.principal;
  const privateUrl = `${publicUrl}${exportDownloadPage(file.runId)}`;
  const sharedUrl = async () => (await createSharedLink(tx, actor, file.runId, publicUrl)).url ?? '';
  const about = { companyId, userId };
  const template = destination.email_template_id == null ? null : await templateForSending(tx, companyId, destination.email_template_id);
  if (template !== null) {
    const values: PlaceholderValues = {
      ...(await userPlaceholderValues(tx, userId)),
      'export.name': await feedNameOfRun(tx, companyId, file.runId),
      'export.file_name': file.fileName,
      download_url: privateUrl,
      ...(mentionsPlaceholder(`${template.subject}\n${template.body}`, 'public_download_url') ? { public_download_url: await sharedUrl() } : {}),
    };
    return { ...renderEmail(template, values), about, template: { id: template.id, name: template.name } };
  }
  const fill = async (text: string) => {
    const filled = text.replaceAll('{file_name}', file.fileName).replaceAll(feedEmailPlaceholders.privateUrl, privateUrl);
    return filled.includes(feedEmailPlaceholders.publicUrl) ? filled.replaceAll(feedEmailPlaceholders.publicUrl, await sharedUrl()) : filled;
  };
  const text = await fill(destination.body);
  const html = `<p>${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;
  return { subject: (await fill(destination.subject)).replace(/[\r\n]+/g, ' '), text, html, about, template: undefined };
}

/** The feed a run was made for, by its deliveries (the file's name when none says). */
async function feedNameOfRun(tx: Queryable, companyId: string, runId: number): Promise<string> {
  const [row] = await tx.query<{ name: string }>(
    'SELECT f.name FROM feed_deliveries d JOIN feeds f ON f.id = d.feed_id WHERE d.company_id = $1 AND d.run_id = $2 ORDER BY d.id DESC LIMIT 1',
    [companyId, runId],
  );
  return row?.name ?? '';
}

export async function sendFeedEmail(recipients: readonly string[], message: FeedEmail): Promise<void> {
  try {
    await feedRuntime().mailer.send({ to: recipients.join(', '), kind: 'feed', ...message });
  } catch (error) {
    throw new DeliveryError('feed.email_failed', error instanceof Error ? error.message : String(error));
  }
}

/** Streams the file into the connector's folder through the file-transfer engine. */
export async function uploadToConnector(db: Database, storage: FileStorage, companyId: string, connectorId: number, file: DeliveredFile): Promise<string> {
  const row = await db.withTenant(companyId, (tx) => findConnector(tx, companyId, connectorId));
  if (row === null) throw new DeliveryError('feed.connector_not_found', `connection ${connectorId} no longer exists`, false);
  const connector = openConnector(companyId, row);
  const target = remotePath(connector.folder, file.fileName);
  try {
    await withFileTransfer(connector.settings, { allowPrivateAddresses: connectorRuntime().allowPrivateAddresses }, async (session) => {
      // A new name goes up as `.part` and is renamed once complete. SFTP servers refuse to rename
      // over an existing file and the engine has no removal, so a name already there (a fixed
      // name, delivered every day) is replaced in place by the upload.
      const exists = (await session.list(connector.folder)).some((entry) => entry.name === file.fileName);
      if (exists) {
        await session.upload(await storage.get(file.key), target);
        return;
      }
      const partial = `${target}.part`;
      await session.upload(await storage.get(file.key), partial);
      await session.move(partial, target);
    });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('file_transfer.')) {
      // An address the operator does not allow stays refused however often it is tried.
      throw new DeliveryError(code, error instanceof Error ? error.message : String(error), code !== 'file_transfer.host_not_allowed');
    }
    throw new DeliveryError('file_transfer.failed', error instanceof Error ? error.message : String(error));
  }
  return target;
}
