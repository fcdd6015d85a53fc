import fs from 'node:fs';
import path from 'node:path';
import { jest } from '@jest/globals';
import { drivers, startTestApp } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';
import { waitFor } from '../../test/jobs/fixtures.ts';

jest.setTimeout(60_000);

/** Permission bits of a file or directory (e.g. 0o600). */
const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe.each(drivers)('e-mails written as files (no SMTP_URL) on %s', (driver) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    await testApp.createCompany('Mail Co', { username: 'mail_admin', email: 'mail_admin@example.com' });
  });
  afterAll(() => testApp.close());

  it('are readable by the server user only: they hold password reset links', async () => {
    const mailDir = path.join(testApp.config.dataDir, 'mail');
    // a directory left group- and world-readable by an earlier version is closed too
    fs.mkdirSync(mailDir, { mode: 0o755 });
    fs.chmodSync(mailDir, 0o755);

    const response = await testApp.client().post('/api/auth/forgot-password/', { username_or_email: 'mail_admin' });
    expect(response.statusCode).toBe(204);

    // The e-mail is written after the answer (a known and an unknown account answer alike): wait
    // until it is there in full (a file is listed as soon as its writing starts).
    const written = () => fs.readdirSync(mailDir).filter((name) => fs.readFileSync(path.join(mailDir, name), 'utf8').includes('/reset-password/'));
    const files = await waitFor(() => (written().length > 0 ? written() : null), 10_000, 'the e-mail file');
    expect(fs.readdirSync(mailDir)).toEqual(files);
    const file = path.join(mailDir, files[0]!);
    expect(mode(file)).toBe(0o600);
    expect(mode(mailDir)).toBe(0o700);
  });
});
