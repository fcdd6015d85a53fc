import type { Page } from '@playwright/test';
import type { TestTransferServer } from '../../server/test/file-transfer-servers.ts';
import { callApi } from './api.ts';

/** An FTP or SFTP connection of the signed-in user's company into `folder` of a test server, tested then saved as the connectors require. */
export async function saveConnection(page: Page, server: TestTransferServer, name: string, folder: string): Promise<void> {
  const settings = { protocol: server.protocol, host: server.host, port: server.port, username: server.username, password: server.password, folder };
  const tested = await callApi<{ test_token: string }>(page, 'POST', '/api/connectors/test/', settings);
  await callApi(page, 'POST', '/api/connectors/', { ...settings, name, test_token: tested.test_token });
}
