/**
 * Text written to a byte stream in chunks of ~64 KB, waiting while the stream's reader is behind:
 * what the streaming CSV and JSON writers share. Memory stays at one chunk however long the file.
 */
import { PassThrough, type Readable } from 'node:stream';

const chunkCharacters = 64 * 1024;

export class ChunkedTextOutput {
  /** The bytes written, as they come. */
  readonly stream: Readable;
  private readonly output = new PassThrough();
  private pending = '';

  constructor() {
    this.stream = this.output;
    // An abort before the reader has attached (a job stopped at its first batch, the storage still
    // opening its file) would emit 'error' with no listener, an uncaught exception for the whole
    // process. The writer's callers learn of the abort themselves; the reader sees a destroyed stream.
    this.output.on('error', () => undefined);
  }

  /** Adds text; resolves once a full chunk, if any, has been taken by the stream. */
  async write(text: string): Promise<void> {
    this.pending += text;
    if (this.pending.length >= chunkCharacters) await this.flush();
  }

  /** Writes what is left and ends the stream. */
  async end(): Promise<void> {
    await this.flush();
    this.output.end();
  }

  abort(reason?: unknown): void {
    this.output.destroy(reason instanceof Error ? reason : undefined);
  }

  private async flush(): Promise<void> {
    if (this.pending === '') return;
    const chunk = this.pending;
    this.pending = '';
    if (this.output.destroyed) throw new Error('the output stream was closed');
    if (!this.output.write(chunk, 'utf8')) await drainedOrClosed(this.output);
  }
}

/** Resolves when the stream can take more, or is closed; leaves no listener behind. */
function drainedOrClosed(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}
