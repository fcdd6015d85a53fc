import { z } from 'zod';
import { defineEndpoint } from '@pimento/shared-kit/contracts/endpoint';
import { ApiError } from '@pimento/shared-kit/client/api-error';
import type { ApiClient } from '@pimento/shared-kit/client/api-client';
import { importFilesApi } from '@pimento/shared-kit/contracts/imports';
import { uploadWithProgress, type UploadProgress } from '@pimento/shared-kit/client/upload-with-progress';
import { fakeUploads, type FakeUploadAnswer } from '@pimento/shared-kit/testing/fake-upload';

const now = 1_800_000_000_000;
const payload = (offsetSeconds: number) => encodeURIComponent(JSON.stringify({ exp: Math.floor(now / 1000) + offsetSeconds }));

function setCookies(cookies: Record<string, string>) {
  for (const name of ['pimento_access_payload', 'pimento_refresh_payload', 'pimento_csrf']) document.cookie = `${name}=; path=/; max-age=0`;
  for (const [name, value] of Object.entries(cookies)) document.cookie = `${name}=${value}; path=/`;
}

/** What the fake server answers, in order; an upload beyond them gets a 500. */
let answers: FakeUploadAnswer[] = [];
let uploads: ReturnType<typeof fakeUploads>;

const client = () =>
  ({
    call: jest.fn(async () => ({ csrf: 'from-call' })),
    revalidateSession: jest.fn(async () => undefined),
    expireSession: jest.fn(async () => Promise.reject(new ApiError(401, 'token-expired', 'Token expired'))),
  }) as unknown as ApiClient & { revalidateSession: jest.Mock; expireSession: jest.Mock };

const echo = defineEndpoint({ method: 'POST', path: '/api/test/:id/files/', params: z.object({ id: z.coerce.number() }), query: z.object({ name: z.string() }), status: 201, response: z.object({ ok: z.boolean() }) });

describe('uploadWithProgress', () => {
  beforeEach(() => {
    answers = [];
    uploads = fakeUploads(() => answers.shift() ?? { status: 500, body: undefined });
  });

  it('sends the raw file to the declared path with its query and CSRF header, reports progress, parses the answer', async () => {
    setCookies({ pimento_access_payload: payload(600), pimento_refresh_payload: payload(3600), pimento_csrf: 'token-1' });
    answers.push({ status: 201, body: { ok: true } });
    const progress: UploadProgress[] = [];
    const file = new Blob(['a;b\n1;2\n']);
    const answer = await uploadWithProgress(echo, {
      params: { id: 7 },
      query: { name: 'prices é.csv' },
      body: file,
      onProgress: (step) => progress.push(step),
      client: client(),
      createRequest: uploads.create,
      now: () => now,
    });
    expect(answer).toEqual({ ok: true });
    expect(uploads.sent).toHaveLength(1);
    expect(uploads.sent[0]).toMatchObject({ method: 'POST', url: '/api/test/7/files/?name=prices+%C3%A9.csv', body: file });
    expect(uploads.sent[0]!.headers).toMatchObject({ 'Content-Type': 'application/octet-stream', 'X-CSRF-Token': 'token-1' });
    expect(progress.map((step) => step.fraction)).toEqual([0, 0.5, 1]);
  });

  it('sends a multipart form as it is, leaving its content type (and boundary) to the browser', async () => {
    setCookies({ pimento_access_payload: payload(600), pimento_refresh_payload: payload(3600), pimento_csrf: 'token-1' });
    answers.push({ status: 201, body: { ok: true } });
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.7']), 'leaflet.pdf');
    await uploadWithProgress(echo, { params: { id: 3 }, query: { name: 'x' }, body: form, createRequest: uploads.create, now: () => now });
    expect(uploads.sent[0]!.body).toBe(form);
    expect(uploads.sent[0]!.headers['Content-Type']).toBeUndefined();
    expect(uploads.sent[0]!.headers['X-CSRF-Token']).toBe('token-1');
  });

  it('builds the import upload from importFilesApi.upload, not from a written path', async () => {
    setCookies({ pimento_access_payload: payload(600), pimento_refresh_payload: payload(3600), pimento_csrf: 't' });
    answers.push({ status: 413, body: { code: 'import.file_too_large', message: 'too large' } });
    await expect(
      uploadWithProgress(importFilesApi.upload, { query: { name: 'x.xlsx' }, body: new Blob(['x']), client: client(), createRequest: uploads.create, now: () => now }),
    ).rejects.toMatchObject({ status: 413 });
    expect(uploads.sent[0]!.url.startsWith(`${importFilesApi.upload.path}?name=`)).toBe(true);
  });

  it('refreshes an expired access first, retries once after a 401, and ends the session when it is refused again', async () => {
    setCookies({ pimento_access_payload: payload(-10), pimento_refresh_payload: payload(3600), pimento_csrf: 't' });
    const api = client();
    answers.push({ status: 401, body: { code: 'auth.not_authenticated', message: 'no' } }, { status: 401, body: { code: 'auth.not_authenticated', message: 'no' } });
    await expect(uploadWithProgress(echo, { params: { id: 1 }, query: { name: 'a' }, body: new Blob(['x']), client: api, createRequest: uploads.create, now: () => now })).rejects.toBeInstanceOf(ApiError);
    expect(api.revalidateSession).toHaveBeenCalledTimes(2);
    expect(uploads.sent).toHaveLength(2);
    expect(api.expireSession).toHaveBeenCalledTimes(1);
  });

  it('ends the session without sending when nobody is signed in', async () => {
    setCookies({});
    const api = client();
    await expect(uploadWithProgress(echo, { params: { id: 1 }, query: { name: 'a' }, body: new Blob(['x']), client: api, createRequest: uploads.create, now: () => now })).rejects.toBeInstanceOf(ApiError);
    expect(uploads.sent).toHaveLength(0);
  });
});
