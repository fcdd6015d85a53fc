/**
 * The export job's context for a bench run in this process: no queue, no task, nothing stopped or
 * checkpointed, so what is measured is the handler's own work (`runExport`) and this process's memory.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../server/src/db/database.ts';
import type { JobContext } from '../../server/src/jobs/registry.ts';
import type { ExportPayload } from '../../server/src/modules/exports/export-job.ts';
import { createRealtimePublisher } from '../../server/src/realtime/publisher.ts';
import type { FileStorage } from '../../server/src/storage/file-storage.ts';

export function directExportJob(run: { db: Database; storage: FileStorage; companyId: string; userId: string; runId: number }): JobContext<ExportPayload> {
  return {
    taskId: randomUUID(),
    companyId: run.companyId,
    userId: run.userId,
    payload: { runId: run.runId },
    db: run.db,
    publisher: createRealtimePublisher(run.db),
    storage: run.storage,
    attempt: 1,
    checkpoint: null,
    signal: new AbortController().signal,
    progress: async () => undefined,
    saveCheckpoint: async () => undefined,
    saveCheckpointIn: async () => undefined,
    reportProblems: async () => undefined,
    throwIfStopped: () => undefined,
  } as unknown as JobContext<ExportPayload>;
}
