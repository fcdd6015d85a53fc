import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { feedsApi, type FeedDelivery } from '@pimento/shared-kit/contracts/feeds';
import type { TestClient } from './harness.ts';
import type { TestTransferServer } from './file-transfer-servers.ts';
import { waitFor } from './jobs/fixtures.ts';

/** A connector of the client's company into a test FTP or SFTP server's root, tested then saved as the connectors require. */
export async function saveConnector(client: TestClient, server: TestTransferServer, name: string): Promise<number> {
  const settings = { protocol: server.protocol, host: server.host, port: server.port, username: server.username, password: server.password, folder: '/' };
  const tested = await client.post('/api/connectors/test/', settings);
  expect(tested.statusCode).toBe(200);
  const saved = await client.post('/api/connectors/', { ...settings, name, test_token: tested.json().test_token });
  expect(saved.statusCode).toBe(201);
  return saved.json().id as number;
}

/** The delivery once it has ended (delivered, unchanged, failed for good or cancelled). */
export async function deliveryEnded(client: TestClient, feedId: number, deliveryId: number, timeoutMs = 30_000): Promise<FeedDelivery> {
  return waitFor(
    async () => {
      const list = (await client.get(endpointPath(feedsApi.deliveries, { id: feedId }))).json().results as FeedDelivery[];
      const delivery = list.find((entry) => entry.id === deliveryId);
      return delivery !== undefined && ['delivered', 'failed', 'unchanged', 'cancelled'].includes(delivery.status) ? delivery : null;
    },
    timeoutMs,
    `delivery ${deliveryId} of feed ${feedId}`,
  );
}

/** Runs the feed now and waits for its delivery to end. */
export async function runFeedNow(client: TestClient, feedId: number, timeoutMs?: number): Promise<FeedDelivery> {
  const started = await client.post(endpointPath(feedsApi.run, { id: feedId }));
  expect(started.statusCode).toBe(202);
  return deliveryEnded(client, feedId, started.json().delivery.id as number, timeoutMs);
}
