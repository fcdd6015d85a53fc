import { defaultConnectorPorts, type Connector, type ConnectorProtocol, type ConnectorTestInput } from '@pimento/shared-kit/contracts/connectors';

/** What the drawer's form holds. A secret left `undefined` keeps the stored one (shown as "set"). */
export type ConnectorFormValues = {
  name: string;
  protocol: ConnectorProtocol;
  host: string;
  port: number;
  username: string;
  folder: string;
  tls: boolean;
  password?: string | undefined;
  private_key?: string | undefined;
  passphrase?: string | undefined;
};

export function initialValues(connector: Connector | null): ConnectorFormValues {
  if (connector === null) return { name: '', protocol: 'sftp', host: '', port: defaultConnectorPorts.sftp, username: '', folder: '/', tls: false };
  const { name, protocol, host, port, username, folder, tls } = connector;
  return { name, protocol, host, port, username, folder, tls };
}

/** Which stored secrets the user chose to replace (or remove); the others are kept. */
export type SecretChoice = { password: boolean; private_key: boolean; passphrase: boolean };

/**
 * The settings a test and a save send, from the form: a secret the user did not choose to replace
 * is left out (the server keeps the stored one), a replaced one left empty is removed.
 */
export function settingsOf(values: ConnectorFormValues, replacing: SecretChoice, connectorId: number | null): ConnectorTestInput {
  const secret = (field: keyof SecretChoice): { [key: string]: string | null } => {
    if (connectorId !== null && !replacing[field]) return {};
    const value = values[field];
    if (value === undefined || value === '') return connectorId === null ? {} : { [field]: null };
    return { [field]: value };
  };
  const sftp = values.protocol === 'sftp';
  return {
    protocol: values.protocol,
    host: values.host.trim(),
    port: Number(values.port),
    username: values.username.trim(),
    folder: values.folder.trim() || '/',
    tls: sftp ? false : values.tls,
    ...secret('password'),
    ...(sftp ? { ...secret('private_key'), ...secret('passphrase') } : connectorId !== null ? { private_key: null, passphrase: null } : {}),
    connector_id: connectorId,
  };
}

/** The identity of a set of settings, to know whether the last successful test was of these. */
export function settingsKey(settings: ConnectorTestInput): string {
  return JSON.stringify(Object.entries(settings).sort(([a], [b]) => a.localeCompare(b)));
}
