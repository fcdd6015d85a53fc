import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { liveTaskStatuses } from '@pimento/shared-kit/contracts/tasks';
import { taskMessageTypes } from '@pimento/shared-kit/contracts/ws';
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
  useEffect(() => {
    followed.current = { runId, taskId };
  }, [runId, taskId]);
  // A drop counts from the moment a job is followed.
  useEffect(() => setMissedMessages(false), [taskId]);

  useEffect(() => {
    const refresh = () => {
      const id = followed.current.runId;
      if (id === null) return;
      void queryClient.invalidateQueries({ queryKey: structureImportKeys.run(id) });
      void queryClient.invalidateQueries({ queryKey: structureImportKeys.allLines(id) });
    };
    const record = (id: string, percent: number) => setPercents((current) => (percent > (current[id] ?? -1) ? { ...current, [id]: Math.min(1, percent) } : current));
    const messages = bus.on('ws').subscribe(({ message }) => {
      const ours = followed.current.taskId;
      if (message.type === 'import_attributes') {
        if (message.task_id === undefined) return;
        record(message.task_id, message.percent);
        if (message.percent >= 1) {
          setEnded((current) => new Set(current).add(message.task_id!));
          if (message.task_id === ours) refresh();
        }
        return;
      }
      if (message.type === 'task_done') {
        if (message.task_id === ours) refresh();
        return;
      }
      if (!taskMessages.has(message.type) || !('task' in message)) return;
      const task = message.task;
      if (task.type !== 'attribute_import') return;
      record(task.id, task.percent);
      if (task.id === ours && !liveTaskStatuses.includes(task.status)) refresh();
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
  }, [bus, queryClient]);

  return {
    percent: taskId === null ? null : (percents[taskId] ?? null),
    endMessage: taskId !== null && ended.has(taskId),
    missedMessages,
  };
}
