import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { bus } from '@pimento/shared-kit/bus/bus';
import { importRunsApi, type ImportRun } from '@pimento/shared-kit/contracts/imports';
import { tasksApi } from '@pimento/shared-kit/contracts/tasks';
import { runKeys } from './query-keys';

/** The run answered by a launch or a rollback goes in the cache; the task joins the tasks panel. */
function useRunStep<Input>(start: (input: Input) => Promise<{ run: ImportRun; task_id: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: start,
    onSuccess: ({ run, task_id }) => {
      queryClient.setQueryData(runKeys.run(run.id), run);
      // The page follows the task's pushes itself; the shell runs this when the job is done too.
      bus.emit({ type: 'task-started', taskId: task_id, onDone: () => void queryClient.invalidateQueries({ queryKey: runKeys.run(run.id) }) });
    },
  });
}

/** Writes what the dry run showed. */
export function useLaunchRun() {
  return useRunStep((id: number) => apiClient.call(importRunsApi.launch, { params: { id } }));
}

/** Undoes a launched import. */
export function useRollBackRun() {
  return useRunStep((id: number) => apiClient.call(importRunsApi.rollback, { params: { id } }));
}

/** A stopped run's file checked again: a new dry run of the same template and file. */
export function useVerifyAgain() {
  return useRunStep((run: ImportRun) => apiClient.call(importRunsApi.start, { body: { template_id: run.template_id!, file_id: run.file_id! } }));
}

/** Cancels the task of the step under way (the tasks API); the run follows through its pushes. */
export function useCancelStep(runId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // An explicit empty body: sent without one, the client posts `{}` as text, which the endpoint refuses (400 validation.invalid).
    mutationFn: (taskId: string) => apiClient.call(tasksApi.action, { params: { id: taskId, action: 'cancel' }, body: {} }),
    onSuccess: (task) => {
      queryClient.setQueryData(runKeys.task(task.id), task);
      void queryClient.invalidateQueries({ queryKey: runKeys.run(runId) });
    },
  });
}
