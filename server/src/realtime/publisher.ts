/**
 * What producers (services, job workers, schedulers) use to push a message to a user or to a
 * whole company. Messages are checked against the shared contract before they leave.
 */
import { wsServerMessageSchema } from '@pimento/shared-kit/contracts/ws';
import type { WsServerMessageInput } from '@pimento/shared-kit/contracts/ws';
import type { Database } from '../db/database.ts';
import { realtimeBusFor } from './bus.ts';

export type RealtimePublisher = {
  publishToUser(companyId: string, userId: string, message: WsServerMessageInput): Promise<void>;
  publishToCompany(companyId: string, message: WsServerMessageInput): Promise<void>;
};

function checked(message: WsServerMessageInput): WsServerMessageInput {
  const parsed = wsServerMessageSchema.safeParse(message);
  if (!parsed.success) throw new Error(`realtime: message "${message.type}" breaks the contract: ${parsed.error.message}`);
  return message;
}

export function createRealtimePublisher(db: Database): RealtimePublisher {
  const bus = realtimeBusFor(db);
  return {
    publishToUser: (companyId, userId, message) =>
      bus.publish({ scope: 'user', companyId, userId, message: checked(message) }),
    publishToCompany: (companyId, message) => bus.publish({ scope: 'company', companyId, message: checked(message) }),
  };
}
