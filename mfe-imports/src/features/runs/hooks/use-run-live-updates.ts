import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportRun } from '@pimento/shared-kit/contracts/imports';
import { liveTaskStatuses } from '@pimento/shared-kit/contracts/tasks';
import { taskMessageTypes } from '@pimento/shared-kit/contracts/ws';
import { readAgain } from '@pimento/shared-kit/query/read-again';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';
import { runKeys } from '../api/query-keys';

const taskMessages = new Set<string>(taskMessageTypes);

/**
 * Follows a run live, without polling: the task messages of its steps (`/ws/`, spec §4) carry the
 * task's progress and state into the cache; when a step's task leaves the live states (done,
 * error, cancel, paused), or `task_done` arrives, the run and its rows are read again. A
 * reconnection reads them again too, in case a message was missed meanwhile.
 */
export function useRunLiveUpdates(run: ImportRun | undefined): void {
  const { bus } = useRemoteProps();
  const queryClient = useQueryClient();
  const runId = run?.id;
  const taskIds = [run?.verify_task_id, run?.launch_task_id, run?.rollback_task_id].filter((id): id is string => typeof id === 'string').join(',');

  useEffect(() => {
    if (runId === undefined) return;
    const ours = new Set(taskIds.split(',').filter(Boolean));
    const refresh = () => {
      void readAgain(queryClient, { queryKey: runKeys.run(runId) });
      void readAgain(queryClient, { queryKey: runKeys.allRows(runId) });
    };
    const messages = bus.on('ws').subscribe(({ message }) => {
      if (message.type === 'task_done') {
        if (ours.has(message.task_id)) refresh();
        return;
      }
      if (!taskMessages.has(message.type) || !('task' in message)) return;
      const task = message.task;
      if (!ours.has(task.id)) return;
      queryClient.setQueryData(runKeys.task(task.id), task);
      if (!liveTaskStatuses.includes(task.status)) refresh();
    });
    const reconnected = bus.on('ws-status').subscribe(({ connected }) => {
      if (!connected) return;
      refresh();
      for (const id of ours) void readAgain(queryClient, { queryKey: runKeys.task(id) });
    });
    return () => {
      messages.unsubscribe();
      reconnected.unsubscribe();
    };
  }, [bus, queryClient, runId, taskIds]);
}
