import type { ImportRun, ImportRunStatus } from '@pimento/shared-kit/contracts/imports';
import { availableTaskActions, type TaskStatus } from '@pimento/shared-kit/contracts/tasks';

/**
 * What the page says a run is doing: its state (spec §4), refined by the task of its step and by
 * the rollback, which the run's `status` does not carry (`rollback_task_id`, `rolled_back`).
 */
export type RunPhase = ImportRunStatus | 'rolling_back' | 'rolled_back' | 'paused' | 'launch_cancelled' | 'stopping' | 'rollback_stopped';

/** The step a run's task does: the dry run, the launch or the rollback. */
export type RunStep = 'verify' | 'launch' | 'rollback';

/** What the page knows of the task of the step under way (from the tasks list, then `/ws/` pushes). */
export type StepTask = { id: string; status: TaskStatus; percent: number; errorCode: string | null };

/** The step under way and its task id, or null when the run waits for the user or is over. */
export function currentStep(run: ImportRun): { step: RunStep; taskId: string } | null {
  if (run.rolled_back === null && run.rollback_task_id !== null) return { step: 'rollback', taskId: run.rollback_task_id };
  if (run.status === 'processing' && run.launch_task_id !== null) return { step: 'launch', taskId: run.launch_task_id };
  if ((run.status === 'pending' || run.status === 'verifying') && run.verify_task_id !== null) return { step: 'verify', taskId: run.verify_task_id };
  return null;
}

/**
 * The phase shown: a paused or failed task is said so, even where the run's state stays "in
 * progress"; a cancelled one is *stopping* until its job has stopped and the run says how it ended
 * (`cancelled`, or `interrupted` for a launch that wrote something).
 */
export function runPhase(run: ImportRun, task: StepTask | undefined): RunPhase {
  if (run.rolled_back !== null) return 'rolled_back';
  if (run.status === 'cancelled' && run.launch_task_id !== null) return 'launch_cancelled';
  const step = currentStep(run);
  if (step === null || task === undefined || task.id !== step.taskId) return step?.step === 'rollback' ? 'rolling_back' : run.status;
  if (task.status === 'cancel') return step.step === 'rollback' ? 'rollback_stopped' : 'stopping';
  if (task.status === 'paused') return 'paused';
  if (task.status === 'error') return 'error';
  return step.step === 'rollback' ? 'rolling_back' : run.status;
}

/** A job is at work (its progress is shown). */
export function isWorking(phase: RunPhase): boolean {
  return phase === 'pending' || phase === 'verifying' || phase === 'processing' || phase === 'rolling_back';
}

/** The dry run is done: its counts and rows can be read. */
export function isVerified(run: ImportRun): boolean {
  return run.verified !== null && run.status !== 'pending' && run.status !== 'verifying';
}

/** A stopped run's file can be checked again: a new run of the same template and file. */
export function canVerifyAgain(run: ImportRun): boolean {
  return run.status === 'cancelled' && run.template_id !== null && run.file_id !== null;
}

export function canLaunch(run: ImportRun): boolean {
  return run.status === 'ready';
}

/** Once, after a launch that finished or was interrupted (the server's rule, `prepareRollback`). */
export function canRollBack(run: ImportRun): boolean {
  return ['completed', 'completed_with_errors', 'interrupted'].includes(run.status) && run.rolled_back === null && run.rollback_task_id === null;
}

/**
 * The dry run and the launch can be cancelled through their task (a launch stopped after writing
 * leaves the run interrupted, which can be rolled back; before, cancelled with nothing written). A rollback is not offered a cancel: half undone, the run
 * could not be rolled back again. Only the task's owner may act on it (the tasks API's rule).
 */
export function canCancel(run: ImportRun, task: StepTask | undefined): boolean {
  const step = currentStep(run);
  if (step === null || step.step === 'rollback' || task === undefined || task.id !== step.taskId) return false;
  return availableTaskActions(task.status).includes('cancel');
}

/** Which step's progress label to use. */
export function progressKey(phase: RunPhase): 'verifying' | 'processing' | 'rolling_back' | null {
  if (phase === 'pending' || phase === 'verifying') return 'verifying';
  if (phase === 'processing' || phase === 'rolling_back') return phase;
  return null;
}

/** The tag colour of a phase. */
export function phaseColor(phase: RunPhase): 'default' | 'green' | 'orange' | 'blue' | 'red' {
  switch (phase) {
    case 'completed':
    case 'ready':
      return 'green';
    case 'completed_with_errors':
    case 'interrupted':
    case 'paused':
    case 'cancelled':
    case 'launch_cancelled':
    case 'stopping':
    case 'rollback_stopped':
      return 'orange';
    case 'error':
      return 'red';
    case 'rolled_back':
      return 'default';
    default:
      return 'blue';
  }
}
