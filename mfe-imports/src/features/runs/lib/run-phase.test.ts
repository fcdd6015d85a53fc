import type { ImportRun } from '@pimento/shared-kit/contracts/imports';
import { canCancel, canLaunch, canRollBack, canVerifyAgain, currentStep, isVerified, runPhase, type StepTask } from './run-phase';

const run = (overrides: Partial<ImportRun>): ImportRun => ({
  id: 1,
  status: 'ready',
  template_id: 1,
  template_name: 'T',
  file_id: '22222222-2222-4222-8222-222222222222',
  file_name: 'f.csv',
  counts: {},
  failure: null,
  verify_task_id: 'v',
  launch_task_id: null,
  rollback_task_id: null,
  created: '2026-01-01T00:00:00Z',
  verified: '2026-01-01T00:01:00Z',
  finished: null,
  rolled_back: null,
  ...overrides,
});
const task = (id: string, status: StepTask['status']): StepTask => ({ id, status, percent: 0.5, errorCode: null });

describe('a run phase', () => {
  it('is the run state when nothing is under way', () => {
    expect(runPhase(run({}), undefined)).toBe('ready');
    expect(runPhase(run({ status: 'completed_with_errors', launch_task_id: 'l' }), undefined)).toBe('completed_with_errors');
  });

  it('says a step is cancelled or paused when its task is, though the run still says it is in progress', () => {
    const verifying = run({ status: 'verifying', verified: null });
    expect(currentStep(verifying)).toEqual({ step: 'verify', taskId: 'v' });
    expect(runPhase(verifying, task('v', 'in_progress'))).toBe('verifying');
    // stopping until the job has stopped and the run says how it ended
    expect(runPhase(verifying, task('v', 'cancel'))).toBe('stopping');
    expect(runPhase(run({ status: 'cancelled', verified: null }), task('v', 'cancel'))).toBe('cancelled');
    expect(runPhase(verifying, task('v', 'paused'))).toBe('paused');
    // Another task says nothing about this step.
    expect(runPhase(verifying, task('other', 'cancel'))).toBe('verifying');
  });

  it('tells a launch stopped before it wrote anything from a stopped dry run, and offers the dry run again for both', () => {
    const launchStopped = run({ status: 'cancelled', launch_task_id: 'l' });
    expect(runPhase(launchStopped, task('l', 'cancel'))).toBe('launch_cancelled');
    expect(canVerifyAgain(launchStopped)).toBe(true);
    expect(canVerifyAgain(run({ status: 'cancelled', verified: null }))).toBe(true);
    expect(canVerifyAgain(run({ status: 'cancelled', file_id: null }))).toBe(false);
    expect(canVerifyAgain(run({ status: 'cancelled', template_id: null }))).toBe(false);
    expect(canVerifyAgain(run({ status: 'interrupted', launch_task_id: 'l' }))).toBe(false);
    expect(runPhase(run({ status: 'completed', launch_task_id: 'l', rollback_task_id: 'r' }), task('r', 'cancel'))).toBe('rollback_stopped');
  });

  it('is rolling back from the rollback task until the run is rolled back', () => {
    const rolling = run({ status: 'completed', launch_task_id: 'l', rollback_task_id: 'r' });
    expect(runPhase(rolling, undefined)).toBe('rolling_back');
    expect(runPhase({ ...rolling, rolled_back: '2026-01-02T00:00:00Z' }, undefined)).toBe('rolled_back');
  });

  it('offers launch when ready, rollback once after a launch, cancel of the dry run or launch to the task owner only', () => {
    expect(canLaunch(run({}))).toBe(true);
    expect(canLaunch(run({ status: 'processing' }))).toBe(false);
    expect(canRollBack(run({ status: 'interrupted' }))).toBe(true);
    expect(canRollBack(run({ status: 'completed', rollback_task_id: 'r' }))).toBe(false);
    expect(canRollBack(run({ status: 'ready' }))).toBe(false);
    const processing = run({ status: 'processing', launch_task_id: 'l' });
    expect(canCancel(processing, task('l', 'in_progress'))).toBe(true);
    expect(canCancel(processing, undefined)).toBe(false);
    expect(canCancel(processing, task('l', 'cancel'))).toBe(false);
    expect(canCancel(run({ status: 'completed', rollback_task_id: 'r' }), task('r', 'in_progress'))).toBe(false);
  });

  it('has rows to read once verified', () => {
    expect(isVerified(run({}))).toBe(true);
    expect(isVerified(run({ status: 'verifying', verified: null }))).toBe(false);
    expect(isVerified(run({ status: 'error', verified: null }))).toBe(false);
  });
});
