import { z } from 'zod';
import { defineEndpoint, integerIdParamsSchema, noContentSchema } from './endpoint.ts';
import { textSchema } from './input-guards.ts';

/**
 * Connectors (spec §2 `/settings/connectors/`, §6; docs/connectors.md): a company's FTP and SFTP
 * connections, used by the import drop and the export feeds. Secrets go in and never come back:
 * an answer says `has_password`, `has_private_key`, `has_passphrase`. A connector is saved only
 * with the token of a successful test of exactly the settings being saved (`test_token`).
 * Superusers only, unless the company has `has_connector_settings_for_non_super_user`.
 */

export const connectorLimits = { nameLength: 100, hostLength: 253, usernameLength: 200, passwordLength: 500, privateKeyLength: 16_000, folderLength: 1000 } as const;

export const connectorProtocolSchema = z.enum(['ftp', 'sftp']);
export type ConnectorProtocol = z.infer<typeof connectorProtocolSchema>;

/** The usual port of each protocol, offered by the form. */
export const defaultConnectorPorts: Record<ConnectorProtocol, number> = { ftp: 21, sftp: 22 };

export const connectorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  protocol: connectorProtocolSchema,
  host: z.string(),
  port: z.number().int(),
  username: z.string(),
  folder: z.string(),
  /** FTP: explicit TLS. Transfers are always passive. */
  tls: z.boolean(),
  has_password: z.boolean(),
  has_private_key: z.boolean(),
  has_passphrase: z.boolean(),
  /** SFTP: the server's host key (SHA-256, hex) pinned by the last successful test. */
  host_key_sha256: z.string().nullable(),
  tested: z.string(),
  /** The import templates watching a folder of this connector: it cannot be deleted while there are any. */
  used_by: z.array(z.object({ template_id: z.number().int(), template_name: z.string() })),
  created: z.string(),
  updated: z.string(),
});
export type Connector = z.infer<typeof connectorSchema>;

const folderSchema = textSchema
  .trim()
  .min(1)
  .max(connectorLimits.folderLength)
  .refine((folder) => folder.startsWith('/'), { params: { code: 'connector.folder_absolute' }, message: 'connector.folder_absolute' });

/** A secret in a change: absent keeps the stored one, null removes it, a text replaces it. */
const secretChange = (max: number) => textSchema.min(1).max(max).nullable().optional();

/** What a connection test and a save send: how to reach the server. */
export const connectorSettingsSchema = z.strictObject({
  protocol: connectorProtocolSchema,
  host: textSchema
    .trim()
    .min(1)
    .max(connectorLimits.hostLength)
    .regex(/^[A-Za-z0-9.:-]+$/),
  port: z.number().int().min(1).max(65535),
  username: textSchema.trim().min(1).max(connectorLimits.usernameLength),
  folder: folderSchema.default('/'),
  tls: z.boolean().default(false),
  password: secretChange(connectorLimits.passwordLength),
  private_key: secretChange(connectorLimits.privateKeyLength),
  passphrase: secretChange(connectorLimits.passwordLength),
});
export type ConnectorSettingsInput = z.input<typeof connectorSettingsSchema>;

export const connectorTestSchema = connectorSettingsSchema.extend({
  /** Testing an edit of a saved connector: the secrets not sent are the stored ones. */
  connector_id: z.number().int().positive().max(2 ** 53).nullable().default(null),
});
export type ConnectorTestInput = z.input<typeof connectorTestSchema>;

export const connectorTestResultSchema = z.object({
  /** Proof of this test for the save of the same settings (valid 30 minutes, this company only). */
  test_token: z.string(),
  files: z.number().int(),
  folders: z.number().int(),
  host_key_sha256: z.string().nullable(),
});
export type ConnectorTestResult = z.infer<typeof connectorTestResultSchema>;

export const connectorSaveSchema = connectorSettingsSchema.extend({
  name: textSchema.trim().min(1).max(connectorLimits.nameLength),
  test_token: textSchema.min(1).max(2000),
});
export type ConnectorSaveInput = z.input<typeof connectorSaveSchema>;

export const connectorListSchema = z.object({ results: z.array(connectorSchema) });

/** A connector as an import template's watch settings offer it: no host details, no secrets. */
export const connectorChoiceSchema = z.object({ id: z.number().int(), name: z.string(), protocol: connectorProtocolSchema, folder: z.string() });
export const connectorChoiceListSchema = z.object({ results: z.array(connectorChoiceSchema) });
export type ConnectorChoice = z.infer<typeof connectorChoiceSchema>;

const connectorErrors = [400, 403, 404, 409, 422] as const;

export const connectorsApi = {
  list: defineEndpoint({ method: 'GET', path: '/api/connectors/', response: connectorListSchema, errors: connectorErrors }),
  choices: defineEndpoint({ method: 'GET', path: '/api/connectors/choices/', response: connectorChoiceListSchema, errors: connectorErrors }),
  test: defineEndpoint({ method: 'POST', path: '/api/connectors/test/', body: connectorTestSchema, response: connectorTestResultSchema, errors: connectorErrors }),
  create: defineEndpoint({ method: 'POST', path: '/api/connectors/', body: connectorSaveSchema, status: 201, response: connectorSchema, errors: connectorErrors }),
  get: defineEndpoint({ method: 'GET', path: '/api/connectors/:id/', params: integerIdParamsSchema, response: connectorSchema, errors: connectorErrors }),
  update: defineEndpoint({ method: 'PUT', path: '/api/connectors/:id/', params: integerIdParamsSchema, body: connectorSaveSchema, response: connectorSchema, errors: connectorErrors }),
  delete: defineEndpoint({ method: 'DELETE', path: '/api/connectors/:id/', params: integerIdParamsSchema, status: 204, response: noContentSchema, errors: connectorErrors }),
};
