import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { liveTaskStatuses, tasksApi } from '@pimento/shared-kit/contracts/tasks';
import { taskMessageTypes } from '@pimento/shared-kit/contracts/ws';
import { readAgain } from '@pimento/shared-kit/query/read-again';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';
import { structureImportKeys } from '../api/query-keys';

const taskMessages = new Set<string>(taskMessageTypes);

export type StructureImportLive = {
  /** How far the job is (0 to 1), from its messages; null before the first one. */
  percent: number | null;
  /** The job's last `import_attributes` message (percent 1) arrived: the shell's task feed said the end (its toast). */
  endMessage: boolean;
  /** The real-time connection dropped while the dialog followed the job: a message may have been missed. */
  missedMessages: boolean;
};

/**
 * Follows a structure import live, without polling, as the import run page does
 * (`mfe-imports/src/features/runs/hooks/use-run-live-updates.ts`): the job's `import_attributes`
 * messages (spec §4) and its task messages carry its progress; when it ends (percent 1, a task
 * leaving the live states, `task_done`), the run and its lines are read again. A reconnection reads
 * them again too. Messages are listened to from the moment the dialog opens, before the run is
 * known, so that a job quicker than the start call's answer is not missed.
 */
export function useStructureImportLiveUpdates(runId: number | null, taskId: string | null): StructureImportLive {
  const { bus } = useRemoteProps();
  const queryClient = useQueryClient();
  const [percents, setPercents] = useState<Readonly<Record<string, number>>>({});
  const [ended, setEnded] = useState<ReadonlySet<string>>(new Set());
  const [missedMessages, setMissedMessages] = useState(false);
  const followed = useRef<{ runId: number | null; taskId: string | null }>({ runId, taskId });
  // Every job seen ending, ours or not yet known to be ours.
  const endedTasks = useRef(new Set<string>());
  const refresh = useCallback(() => {
    const id = followed.current.runId;
    if (id === null) return;
    void readAgain(queryClient, { queryKey: structureImportKeys.run(id) });
    void readAgain(queryClient, { queryKey: structureImportKeys.allLines(id) });
  }, [queryClient]);
  useEffect(() => {
    followed.current = { runId, taskId };
    if (taskId === null) return;
    // A job quicker than the start call's answer may have ended before its task was known to be
    // ours, or before this page's connection was up (seen in the full e2e run: the dialog waited
    // for good). Its messages seen, or its task's state read once, say so: read the run again.
    if (endedTasks.current.has(taskId)) {
      refresh();
      return;
    }
    let current = true;
    void apiClient
      .call(tasksApi.list, { query: { limit: 200 } })
      .then(({ results }) => {
        const task = results.find((candidate) => candidate.id === taskId);
        if (current && task !== undefined && !liveTaskStatuses.includes(task.status)) {
          endedTasks.current.add(taskId);
          refresh();
        }
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [runId, taskId, refresh]);
  // A drop counts from the moment a job is followed.
  useEffect(() => setMissedMessages(false), [taskId]);

  useEffect(() => {
    const record = (id: string, percent: number) => setPercents((current) => (percent > (current[id] ?? -1) ? { ...current, [id]: Math.min(1, percent) } : current));
    const end = (id: string) => {
      endedTasks.current.add(id);
      if (id === followed.current.taskId) refresh();
    };
    const messages = bus.on('ws').subscribe(({ message }) => {
      if (message.type === 'import_attributes') {
        if (message.task_id === undefined) return;
        record(message.task_id, message.percent);
        if (message.percent >= 1) {
          setEnded((current) => new Set(current).add(message.task_id!));
          end(message.task_id);
        }
        return;
      }
      if (message.type === 'task_done') {
        end(message.task_id);
        return;
      }
      if (!taskMessages.has(message.type) || !('task' in message)) return;
      const task = message.task;
      if (task.type !== 'attribute_import') return;
      record(task.id, task.percent);
      if (!liveTaskStatuses.includes(task.status)) end(task.id);
    });
    const connection = bus.on('ws-status').subscribe(({ connected }) => {
      if (!connected) {
        setMissedMessages(true);
        return;
      }
      refresh();
    });
    return () => {
      messages.unsubscribe();
      connection.unsubscribe();
    };
  }, [bus, refresh]);

  return {
    percent: taskId === null ? null : (percents[taskId] ?? null),
    endMessage: taskId !== null && ended.has(taskId),
    missedMessages,
  };
}
