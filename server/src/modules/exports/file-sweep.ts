/**
 * The export files the platform's retention of finished work removes (jobs/retention.ts): a run
 * goes with its task when finished tasks are purged (30 days), and its stored file after it; an
 * attempt's file never published (a failed or killed attempt) goes a day after it was begun.
 */
import type { Database } from '../../db/database.ts';
import { registerFinishedWorkSweep } from '../../jobs/retention.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { claimFileGarbage } from './runs-repository.ts';

const keysPerRound = 500;

export async function sweepExportFiles(db: Database, storage: FileStorage): Promise<number> {
  let removed = 0;
  for (;;) {
    // Claimed and deleted in one transaction per round: a key whose removal fails is claimed again next time.
    const count = await db.transaction(async (tx) => {
      const keys = await claimFileGarbage(tx, keysPerRound);
      for (const { storage_key: key } of keys) await storage.delete(key);
      return keys.length;
    });
    removed += count;
    if (count < keysPerRound) return removed;
  }
}

registerFinishedWorkSweep('export_files', sweepExportFiles);
