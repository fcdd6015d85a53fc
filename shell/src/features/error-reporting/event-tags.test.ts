import { ApiError } from '@pimento/shared-kit/client/api-error';
import { prepareEvent, remoteOnStack, withoutQuery, type ReportedEvent } from './event-tags';

const event = (...files: string[][]): ReportedEvent => ({ exception: { values: files.map((names) => ({ stacktrace: { frames: names.map((filename) => ({ filename })) } })) } });
const versions = { catalogue: '1.2.0-abc', settings: 'local' };

describe('the remote an event names', () => {
  it('is the innermost frame served from a remote, with its version', () => {
    const thrown = event(['http://pim.test/shell/main.abc.js', 'http://pim.test/remotes/catalogue/1.2.0-abc/static/js/app.123.js', 'http://pim.test/shell/antd.1.js']);
    expect(remoteOnStack(thrown)).toEqual({ remote: 'catalogue', version: '1.2.0-abc' });
  });

  it('follows the error that was thrown last (the outermost is first)', () => {
    const thrown = event(['http://pim.test/remotes/settings/local/app.js'], ['http://pim.test/remotes/exports/2.0.0/app.js']);
    expect(remoteOnStack(thrown)).toEqual({ remote: 'exports', version: '2.0.0' });
  });

  it('is none for an error of the shell alone', () => {
    expect(remoteOnStack(event(['http://pim.test/shell/later.abc.js']))).toBeNull();
    expect(remoteOnStack({})).toBeNull();
  });
});

describe('an event before it leaves', () => {
  it('names its remote and version, every remote’s version, and keeps only the user’s id and the address without its query', () => {
    const prepared = prepareEvent(
      { ...event(['http://pim.test/remotes/catalogue/1.2.0-abc/app.js']), request: { url: 'http://pim.test/products/?q=Dupont', headers: { cookie: 'x' } }, user: { id: 'u-1', email: 'a@b.c', ip_address: '1.2.3.4' } } as ReportedEvent,
      new Error('boom'),
      versions,
      'pimento@1.0.0',
    );
    expect(prepared?.tags).toEqual({ remote: 'catalogue', remote_version: '1.2.0-abc' });
    expect(prepared?.contexts).toEqual({ remotes: versions });
    expect(prepared?.request).toEqual({ url: 'http://pim.test/products/' });
    expect(prepared?.user).toEqual({ id: 'u-1' });
  });

  it('takes the remote a caught error was reported with, and the shell’s release for the shell', () => {
    expect(prepareEvent({ tags: { remote: 'settings' } }, new Error('x'), versions, 'pimento@1.0.0')?.tags).toEqual({ remote: 'settings', remote_version: 'local' });
    expect(prepareEvent<ReportedEvent>({}, new Error('x'), versions, 'pimento@1.0.0')?.tags).toEqual({ remote: 'shell', remote_version: 'pimento@1.0.0' });
  });

  it('never leaves for a 401: a signed-out user is not a fault', () => {
    expect(prepareEvent({}, new ApiError(401, 'token-invalid', 'Signed out'), versions, 'pimento@1.0.0')).toBeNull();
    expect(prepareEvent({}, new ApiError(500, 'internal-server-error', 'Oops'), versions, 'pimento@1.0.0')).not.toBeNull();
  });
});

it('keeps no query string or fragment of a URL', () => {
  expect(withoutQuery('http://pim.test/api/catalogue/product/search/?q=Dupont#x')).toBe('http://pim.test/api/catalogue/product/search/');
});
