/**
 * What the connectors need from the process's configuration: the secret box and the address
 * policy. Set once by `buildApp` (and so by the worker that runs inside it); a `pimento worker`
 * process without it reads its environment the same way on first use.
 */
import type { Config } from '../../config.ts';
import { loadConfig } from '../../config.ts';
import { createSecretBox, loadSecretKey, type SecretBox } from './secret-box.ts';

export type ConnectorRuntime = { secrets: SecretBox; allowPrivateAddresses: boolean };

let runtime: ConnectorRuntime | null = null;

export function configureConnectors(config: Pick<Config, 'connectors' | 'dataDir'>): ConnectorRuntime {
  runtime = {
    secrets: createSecretBox(loadSecretKey(config.connectors.secretKey, config.dataDir)),
    allowPrivateAddresses: config.connectors.allowPrivateAddresses,
  };
  return runtime;
}

export function connectorRuntime(): ConnectorRuntime {
  return runtime ?? configureConnectors(loadConfig(process.env));
}
