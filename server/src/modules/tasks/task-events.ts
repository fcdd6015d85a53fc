/** Publishes the spec §4 task messages to the task's owner. */
import type { TaskMessageType } from '@pimento/shared-kit/contracts/ws';
import type { RealtimePublisher } from '../../realtime/publisher.ts';
import { toTask } from './task-row.ts';
import type { TaskRow } from './task-row.ts';

export async function publishTaskEvent(publisher: RealtimePublisher, type: TaskMessageType, row: TaskRow): Promise<void> {
  await publisher.publishToUser(row.company_id, row.user_id, { type, task: toTask(row) });
}
