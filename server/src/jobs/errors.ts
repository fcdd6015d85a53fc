/** Errors a job handler throws or meets. */

/** A failure with a stable code for the task panel; `retryable: false` fails the task at once. */
export class JobError extends Error {
  readonly code: string;
  readonly retryable: boolean;
  constructor(code: string, message: string, options: { retryable?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'JobError';
    this.code = code;
    this.retryable = options.retryable ?? true;
  }
}

/** Thrown inside a handler once the job must stop (cancel, pause, shutdown, lost lease). */
export class JobStoppedError extends Error {
  readonly reason: JobStopReason;
  constructor(reason: JobStopReason) {
    super(`job stopped: ${reason}`);
    this.name = 'JobStoppedError';
    this.reason = reason;
  }
}

export type JobStopReason = 'cancel' | 'pause' | 'shutdown' | 'lease_lost';
