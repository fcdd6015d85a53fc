/**
 * Where a delivered file goes. Each destination takes a run's published file — complete, named by
 * the run in the transaction that finished it — never one being written:
 * - e-mail: a message through the platform's SMTP whose body holds the download page (signed-in
 *   users) or a 7-day shared link made by the export engine, never the file itself;
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


/** The e-mail's text with its placeholders replaced; a shared link is made only when the body asks for one. */
export async function emailText(tx: Queryable, actor: Actor, destination: Extract<FeedDestination, { kind: 'email' }>, file: DeliveredFile): Promise<{ subject: string; text: string }> {
  const { publicUrl } = feedRuntime();
  const fill = async (template: string) => {
    let text = template.replaceAll('{file_name}', file.fileName).replaceAll(feedEmailPlaceholders.privateUrl, `${publicUrl}${exportDownloadPage(file.runId)}`);
    if (text.includes(feedEmailPlaceholders.publicUrl)) {
      const link = await createSharedLink(tx, actor, file.runId, publicUrl);
      text = text.replaceAll(feedEmailPlaceholders.publicUrl, link.url ?? '');
    }
    return text;
  };
  return { subject: (await fill(destination.subject)).replace(/[\r\n]+/g, ' '), text: await fill(destination.body) };
}

export async function sendFeedEmail(recipients: readonly string[], message: { subject: string; text: string }): Promise<void> {
  const html = `<p>${escapeHtml(message.text).replace(/\r?\n/g, '<br>')}</p>`;
  try {
    await feedRuntime().mailer.send({ to: recipients.join(', '), subject: message.subject, text: message.text, html });
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
