/** What the fake server answers an upload. */
export type FakeUploadAnswer = { status: number; body: unknown };

/**
 * Tests only: an XMLHttpRequest as `uploadWithProgress` uses it (the upload's progress, then the
 * server's answer), recording what it is sent. The test drives it (`progress`, `answer`), or the
 * answerer given to `fakeUploads` answers each upload at once, after progress in two steps.
 */
export class FakeUpload {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: Blob | FormData | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return null;
  }
  abort() {
    this.onabort?.();
  }
  send(body: Blob | FormData) {
    this.body = body;
  }
  /** Reports `loaded` bytes of the body sent. */
  progress(loaded: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total: sizeOf(this.body) } as ProgressEvent);
  }
  /** The server's answer (`undefined` body: none). */
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }
}

/**
 * A fake XMLHttpRequest class recording every upload (`sent`, `current` the last), answered by
 * `answerOf` when given (undefined: the test answers). `install()` puts it in `globalThis`;
 * `create()` makes one for an injected `createRequest`.
 */
export function fakeUploads(answerOf?: (upload: FakeUpload) => FakeUploadAnswer | undefined) {
  const sent: FakeUpload[] = [];
  class RecordedUpload extends FakeUpload {
    override send(body: Blob | FormData) {
      super.send(body);
      sent.push(this);
      const answer = answerOf?.(this);
      if (answer === undefined) return;
      // as a network does: the first half, then the rest with the answer, each on a later turn
      setTimeout(() => {
        this.progress(sizeOf(body) / 2);
        setTimeout(() => {
          this.progress(sizeOf(body));
          this.answer(answer.status, answer.body);
        });
      });
    }
  }
  return {
    sent,
    get current(): FakeUpload | null {
      return sent[sent.length - 1] ?? null;
    },
    create: () => new RecordedUpload() as unknown as XMLHttpRequest,
    install() {
      globalThis.XMLHttpRequest = RecordedUpload as unknown as typeof XMLHttpRequest;
    },
  };
}

/** A raw body's bytes, or a form's file part's (what a multipart upload carries). */
function sizeOf(body: Blob | FormData | null): number {
  if (body === null) return 0;
  if (!(body instanceof FormData)) return body.size;
  const file = body.get('file');
  return file instanceof Blob ? file.size : 0;
}
