/**
 * Connectors (docs/connectors.md): a company's FTP and SFTP connections. Reserved to superusers
 * unless the company has `has_connector_settings_for_non_super_user`; another company's connector
 * is 404. Secrets are sealed before they are stored and never answered. A connector is saved only
 * with the token of a successful test of exactly the settings being saved, so the server, not the
 * screen, holds the rule "a connection test is required before saving".
 */
import type { Connector, ConnectorChoice, ConnectorTestResult, connectorSaveSchema, connectorTestSchema } from '@pimento/shared-kit/contracts/connectors';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { FileTransferError, testFileTransfer, type TransferSettings } from '../../file-transfer/file-transfer.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { assertMayImport } from '../imports/import-files.ts';
import type { Actor } from '../rights/authorization.ts';
import { assertConnectorSettingsAccess, assertFeature } from '../rights/authorization.ts';
import { connectorRuntime } from './connector-runtime.ts';
import * as repository from './repository.ts';
import type { ConnectorFields, ConnectorRow } from './repository.ts';

type TestInput = z.output<typeof connectorTestSchema>;
type SaveInput = z.output<typeof connectorSaveSchema>;
type SettingsInput = Omit<TestInput, 'connector_id'>;

/** How long a successful test allows the save of its settings. */
export const testTokenLifetimeMs = 30 * 60 * 1000;

/** A connector's settings with its secrets in clear, for the time of a connection. */
export type OpenedConnector = { settings: TransferSettings; folder: string };

function toConnector(row: ConnectorRow, uses: repository.ConnectorUse[]): Connector {
  return {
    id: row.id,
    name: row.name,
    protocol: row.protocol,
    host: row.host,
    port: row.port,
    username: row.username,
    folder: row.folder,
    tls: row.tls,
    has_password: row.password_sealed !== null,
    has_private_key: row.private_key_sealed !== null,
    has_passphrase: row.passphrase_sealed !== null,
    host_key_sha256: row.host_key_sha256,
    tested: row.tested_at.toISOString(),
    used_by: uses.filter((use) => use.connector_id === row.id).map(({ template_id, template_name }) => ({ template_id, template_name })),
    created: row.created_at.toISOString(),
    updated: row.updated_at.toISOString(),
  };
}

function fieldError(status: number, code: 'connector.credentials_missing' | 'connector.key_sftp_only' | 'connector.tls_ftp_only', field: string): AppError {
  return new AppError(status, code, { fields: { [field]: [code] } });
}

function openSecret(companyId: string, sealed: string | null): string | null {
  if (sealed === null) return null;
  try {
    return connectorRuntime().secrets.open(companyId, sealed);
  } catch {
    throw new AppError(409, 'connector.secret_unreadable');
  }
}

/** A stored connector's settings with its secrets opened (the import drop and the feeds connect with them). */
export function openConnector(companyId: string, row: ConnectorRow): OpenedConnector {
  return {
    folder: row.folder,
    settings: {
      protocol: row.protocol,
      host: row.host,
      port: row.port,
      username: row.username,
      password: openSecret(companyId, row.password_sealed),
      privateKey: openSecret(companyId, row.private_key_sealed),
      passphrase: openSecret(companyId, row.passphrase_sealed),
      tls: row.tls,
      hostKeySha256: row.host_key_sha256,
    },
  };
}

/** The settings as they will be: what the request sends, the stored secrets where it sends none. */
function effectiveSettings(companyId: string, input: SettingsInput, stored: ConnectorRow | null): OpenedConnector {
  const kept = (change: string | null | undefined, sealed: string | null | undefined): string | null =>
    change === undefined ? openSecret(companyId, sealed ?? null) : change;
  const settings: TransferSettings = {
    protocol: input.protocol,
    host: input.host.toLowerCase(),
    port: input.port,
    username: input.username,
    password: kept(input.password, stored?.password_sealed),
    privateKey: kept(input.private_key, stored?.private_key_sealed),
    passphrase: kept(input.passphrase, stored?.passphrase_sealed),
    tls: input.tls,
    // A host key pinned for this very server stays pinned; another server starts unpinned.
    hostKeySha256: stored !== null && stored.protocol === 'sftp' && stored.host === input.host.toLowerCase() && stored.port === input.port ? stored.host_key_sha256 : null,
  };
  if (settings.protocol === 'ftp') {
    if (settings.privateKey !== null) throw fieldError(400, 'connector.key_sftp_only', 'private_key');
    if (settings.password === null) throw fieldError(400, 'connector.credentials_missing', 'password');
    settings.passphrase = null;
  } else {
    if (settings.tls) throw fieldError(400, 'connector.tls_ftp_only', 'tls');
    if (settings.password === null && settings.privateKey === null) throw fieldError(400, 'connector.credentials_missing', 'password');
  }
  return { settings, folder: input.folder };
}

/** What a test token vouches for: the company, every setting and a keyed fingerprint of each secret. */
function testedText(companyId: string, connector: OpenedConnector, hostKey: string | null, expires: number): string {
  const { secrets } = connectorRuntime();
  const { settings } = connector;
  const fingerprint = (secret: string | null) => (secret === null ? '-' : secrets.mac(`secret:${secret}`));
  return JSON.stringify([
    'connector-test',
    companyId,
    settings.protocol,
    settings.host,
    settings.port,
    settings.username,
    connector.folder,
    settings.tls,
    fingerprint(settings.password),
    fingerprint(settings.privateKey),
    fingerprint(settings.passphrase),
    hostKey,
    expires,
  ]);
}

function testToken(companyId: string, connector: OpenedConnector, hostKey: string | null): string {
  const expires = Date.now() + testTokenLifetimeMs;
  const claims = Buffer.from(JSON.stringify({ expires, host_key: hostKey })).toString('base64url');
  return `${claims}.${connectorRuntime().secrets.mac(testedText(companyId, connector, hostKey, expires))}`;
}

/** The host key the token's test saw, when the token vouches for exactly these settings; else 422. */
function assertTested(companyId: string, connector: OpenedConnector, token: string): string | null {
  const refuse = (): never => {
    throw new AppError(422, 'connector.test_required', { fields: { test_token: ['connector.test_required'] } });
  };
  const [claimsText, mac] = token.split('.');
  if (claimsText === undefined || mac === undefined) return refuse();
  let claims: { expires?: unknown; host_key?: unknown };
  try {
    claims = JSON.parse(Buffer.from(claimsText, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return refuse();
  }
  const expires = typeof claims.expires === 'number' ? claims.expires : 0;
  const hostKey = typeof claims.host_key === 'string' ? claims.host_key : null;
  if (expires < Date.now()) return refuse();
  if (!connectorRuntime().secrets.macEquals(testedText(companyId, connector, hostKey, expires), mac)) return refuse();
  return hostKey;
}

async function manageableConnector(tx: Queryable, actor: Actor, id: number, lock = false): Promise<ConnectorRow> {
  assertConnectorSettingsAccess(actor);
  const row = await repository.findConnector(tx, actor.principal.companyId, id, lock);
  if (row === null) throw notFound('connector.not_found');
  return row;
}

export async function listConnectors(tx: Queryable, actor: Actor): Promise<Connector[]> {
  assertConnectorSettingsAccess(actor);
  const rows = await repository.listConnectors(tx, actor.principal.companyId);
  const uses = await repository.connectorUses(tx, actor.principal.companyId, rows.map((row) => row.id));
  return rows.map((row) => toConnector(row, uses));
}

export async function getConnector(tx: Queryable, actor: Actor, id: number): Promise<Connector> {
  const row = await manageableConnector(tx, actor, id);
  return toConnector(row, await repository.connectorUses(tx, actor.principal.companyId, [id]));
}

/** The connectors a user who may import can pick for a template's folder watch: names only. */
export async function listConnectorChoices(tx: Queryable, actor: Actor): Promise<ConnectorChoice[]> {
  assertFeature(actor.features, 'has_connector_settings');
  assertMayImport(actor);
  return (await repository.listConnectors(tx, actor.principal.companyId)).map((row) => ({ id: row.id, name: row.name, protocol: row.protocol, folder: row.folder }));
}

/**
 * The first half of a test, in the request's transaction: rights, and the settings with the stored
 * secrets of the connector being edited. The connection itself is made after the transaction
 * (`runConnectorTest`): a slow server must not hold a database connection.
 */
export async function prepareConnectorTest(tx: Queryable, actor: Actor, input: TestInput): Promise<{ companyId: string; connector: OpenedConnector }> {
  assertConnectorSettingsAccess(actor);
  const stored = input.connector_id === null ? null : await manageableConnector(tx, actor, input.connector_id);
  return { companyId: actor.principal.companyId, connector: effectiveSettings(actor.principal.companyId, input, stored) };
}

export async function runConnectorTest(prepared: { companyId: string; connector: OpenedConnector }): Promise<ConnectorTestResult> {
  const { connector, companyId } = prepared;
  try {
    const result = await testFileTransfer(connector.settings, connector.folder, { allowPrivateAddresses: connectorRuntime().allowPrivateAddresses });
    return { test_token: testToken(companyId, connector, result.hostKeySha256), files: result.files, folders: result.folders, host_key_sha256: result.hostKeySha256 };
  } catch (error) {
    if (error instanceof FileTransferError) {
      throw new AppError(422, error.code, { params: { host: connector.settings.host, folder: connector.folder, ...error.params } });
    }
    throw error;
  }
}

function sealedFields(companyId: string, connector: OpenedConnector, name: string, hostKey: string | null): ConnectorFields {
  const { secrets } = connectorRuntime();
  const seal = (secret: string | null) => (secret === null ? null : secrets.seal(companyId, secret));
  const { settings } = connector;
  return {
    name,
    protocol: settings.protocol,
    host: settings.host,
    port: settings.port,
    username: settings.username,
    folder: connector.folder,
    tls: settings.tls,
    password_sealed: seal(settings.password),
    private_key_sealed: seal(settings.privateKey),
    passphrase_sealed: seal(settings.passphrase),
    host_key_sha256: settings.protocol === 'sftp' ? hostKey : null,
  };
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError(409, 'connector.name_taken', { fields: { name: ['connector.name_taken'] } });
  throw error;
}

export async function createConnector(tx: Queryable, actor: Actor, input: SaveInput): Promise<Connector> {
  assertConnectorSettingsAccess(actor);
  const { companyId, userId } = actor.principal;
  const connector = effectiveSettings(companyId, input, null);
  const hostKey = assertTested(companyId, connector, input.test_token);
  const row = await repository.insertConnector(tx, companyId, userId, sealedFields(companyId, connector, input.name, hostKey)).catch(nameTaken);
  return toConnector(row, []);
}

export async function updateConnector(tx: Queryable, actor: Actor, id: number, input: SaveInput): Promise<Connector> {
  const stored = await manageableConnector(tx, actor, id, true);
  const companyId = actor.principal.companyId;
  const connector = effectiveSettings(companyId, input, stored);
  const hostKey = assertTested(companyId, connector, input.test_token);
  const row = await repository.updateConnector(tx, companyId, id, sealedFields(companyId, connector, input.name, hostKey)).catch(nameTaken);
  return toConnector(row, await repository.connectorUses(tx, companyId, [id]));
}

export async function deleteConnector(tx: Queryable, actor: Actor, id: number): Promise<void> {
  await manageableConnector(tx, actor, id, true);
  const uses = await repository.connectorUses(tx, actor.principal.companyId, [id]);
  if (uses.length > 0) {
    throw new AppError(409, 'connector.in_use', { params: { templates: uses.map((use) => use.template_name).join(', ') } });
  }
  const feeds = await repository.feedsDeliveringTo(tx, actor.principal.companyId, id);
  if (feeds.length > 0) throw new AppError(409, 'connector.in_use_by_feeds', { params: { feeds: feeds.join(', ') } });
  await repository.deleteConnector(tx, actor.principal.companyId, id);
}
