import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signedInPreloads } from './signed-in-preloads.ts';

describe("index.html's Link header for a browser with a session", () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pimento-shell-dist-'));
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('preloads the first API calls, and no script before the shell is built', () => {
    expect(signedInPreloads(dist).split(', ')).toEqual([
      '</api/remotes/>; rel=preload; as=fetch; crossorigin',
      '</api/catalogue/company-store-data/>; rel=preload; as=fetch; crossorigin',
      '</api/catalogue/current-user/>; rel=preload; as=fetch; crossorigin',
      '</api/catalogue/pimento-user-store-data/>; rel=preload; as=fetch; crossorigin',
    ]);
  });

  it("preloads the signed-in part's scripts the build lists, read at each call", () => {
    fs.writeFileSync(path.join(dist, 'signed-in-files.json'), JSON.stringify({ scripts: ['/shell/later.0123abcd.js'] }));
    expect(signedInPreloads(dist)).toMatch(/^<\/shell\/later\.0123abcd\.js>; rel=preload; as=script, <\/api\/remotes\/>/);
    fs.writeFileSync(path.join(dist, 'signed-in-files.json'), JSON.stringify({ scripts: ['/shell/later.4567cdef.js'] }));
    expect(signedInPreloads(dist)).toMatch(/^<\/shell\/later\.4567cdef\.js>; rel=preload; as=script, /);
  });
});
