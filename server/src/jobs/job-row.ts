/** The `jobs` row as workers read it. */
export type JobRow = {
  id: string;
  task_id: string;
  company_id: string;
  user_id: string;
  type: string;
  payload: unknown;
  state: 'queued' | 'active' | 'paused' | 'completed' | 'failed' | 'cancelled';
  stop_request: 'cancel' | 'pause' | null;
  checkpoint: unknown;
  attempts: number;
  max_attempts: number;
  backoff_ms: number;
};

export const jobColumns =
  'id, task_id, company_id, user_id, type, payload, state, stop_request, checkpoint, attempts, max_attempts, backoff_ms';

/** SQL for "now + n milliseconds" with n as a parameter. */
export const msFromNow = (parameter: string) => `clock_timestamp() + (${parameter}::double precision * interval '1 millisecond')`;
