/**
 * Real FTP and SFTP servers for the tests, on 127.0.0.1 with random ports, serving a temporary
 * folder: `ftp-srv` (passive mode, its `pasv_url` an IP) and an SFTP server written on `ssh2`'s
 * server API over the real file system. No mock: the engine talks to them through its real clients.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import FtpSrvModule from 'ftp-srv';
import ssh2 from 'ssh2';

export type TestTransferServer = {
  protocol: 'ftp' | 'sftp';
  host: string;
  port: number;
  username: string;
  password: string;
  /** The folder the server serves as `/`. */
  root: string;
  /** SFTP: the client key accepted besides the password (OpenSSH private key). */
  clientPrivateKey: string | null;
  /** SFTP: how many directory listings the server answered (READDIR of a listing's first page). */
  listings: () => number;
  /** SFTP: called after each directory listing (the drop's two listings; tests change a file between them). */
  onListing: (listener: (() => void) | null) => void;
  close(): Promise<void>;
};

const silentLog = {
  child: () => silentLog,
  trace: () => undefined,
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  fatal: () => undefined,
};

function makeRoot(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'pimento-transfer-'));
}

export async function startFtpServer(options: { username?: string; password?: string; tls?: boolean } = {}): Promise<TestTransferServer> {
  const root = makeRoot();
  const username = options.username ?? 'drop';
  const password = options.password ?? `ftp-${randomUUID()}`;
  const FtpSrv = (FtpSrvModule as unknown as { FtpSrv: new (options: object) => FtpServer }).FtpSrv;
  const server = new FtpSrv({
    url: 'ftp://127.0.0.1:0',
    pasv_url: '127.0.0.1',
    pasv_min: 40000,
    pasv_max: 60000,
    anonymous: false,
    log: silentLog,
    greeting: 'test',
    // Explicit TLS (AUTH TLS) on the same port when asked.
    ...(options.tls ? { tls: testTlsCertificate } : {}),
  });
  server.on('login', ({ username: user, password: pass }: { username: string; password: string }, resolve: (value: { root: string }) => void, reject: (error: Error) => void) => {
    if (user === username && pass === password) resolve({ root });
    else reject(new Error('Login incorrect'));
  });
  server.on('client-error', () => undefined);
  await server.listen();
  const port = (server.server.address() as AddressInfo).port;
  return {
    protocol: 'ftp',
    host: '127.0.0.1',
    port,
    username,
    password,
    root,
    clientPrivateKey: null,
    listings: () => 0,
    onListing: () => undefined,
    close: async () => {
      await server.close().catch(() => undefined);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

type FtpServer = {
  on(event: string, listener: (...args: never[]) => void): void;
  listen(): Promise<unknown>;
  close(): Promise<unknown>;
  server: { address(): AddressInfo | string | null };
};

type Handle = { kind: 'file'; fd: number } | { kind: 'folder'; entries: string[] | null; folder: string };

function longname(name: string, stats: fs.Stats): string {
  const type = stats.isDirectory() ? 'd' : stats.isFile() ? '-' : 'l';
  return `${type}rw-r--r-- 1 drop drop ${stats.size} Jan 01 00:00 ${name}`;
}

function attributes(stats: fs.Stats) {
  return { mode: stats.mode, uid: 0, gid: 0, size: stats.size, atime: Math.floor(stats.atimeMs / 1000), mtime: Math.floor(stats.mtimeMs / 1000) };
}

export async function startSftpServer(options: { username?: string; password?: string } = {}): Promise<TestTransferServer> {
  const root = makeRoot();
  const username = options.username ?? 'drop';
  const password = options.password ?? `sftp-${randomUUID()}`;
  const { Server, utils } = ssh2;
  const hostKey = utils.generateKeyPairSync('ed25519');
  const clientKey = utils.generateKeyPairSync('ed25519');
  const allowedKey = utils.parseKey(clientKey.public);
  if (allowedKey instanceof Error) throw allowedKey;
  const { OPEN_MODE, STATUS_CODE } = utils.sftp;
  let listings = 0;
  let listingListener: (() => void) | null = null;

  const local = (remote: string): string => path.join(root, path.posix.normalize(`/${remote}`));

  const server = new Server({ hostKeys: [hostKey.private], algorithms: { cipher: ['aes128-gcm@openssh.com', 'aes256-gcm@openssh.com', 'aes128-ctr'] } }, (client) => {
    client.on('error', () => undefined);
    (client as unknown as { setNoDelay(noDelay: boolean): void }).setNoDelay(true);
    client.on('authentication', (context) => {
      if (context.username !== username) return context.reject(['password', 'publickey']);
      if (context.method === 'password' && context.password === password) return context.accept();
      if (context.method === 'publickey' && !Array.isArray(allowedKey)) {
        const key = allowedKey as ssh2.ParsedKey;
        if (context.key.algo === key.type && context.key.data.equals(key.getPublicSSH())) {
          if (context.signature === undefined) return context.accept();
          if (context.blob !== undefined && key.verify(context.blob, context.signature, context.hashAlgo) === true) return context.accept();
        }
      }
      return context.reject(['password', 'publickey']);
    });
    client.on('ready', () => {
      client.on('session', (acceptSession) => {
        const session = acceptSession();
        session.on('sftp', (acceptSftp) => {
          const sftp = acceptSftp();
          const handles = new Map<number, Handle>();
          let nextHandle = 1;
          const newHandle = (handle: Handle): Buffer => {
            const id = nextHandle++;
            handles.set(id, handle);
            const buffer = Buffer.alloc(4);
            buffer.writeUInt32BE(id);
            return buffer;
          };
          const handleOf = (buffer: Buffer): Handle | undefined => (buffer.length === 4 ? handles.get(buffer.readUInt32BE(0)) : undefined);
          const fail = (reqid: number, error: unknown) => {
            const code = (error as NodeJS.ErrnoException).code;
            sftp.status(reqid, code === 'ENOENT' ? STATUS_CODE.NO_SUCH_FILE : code === 'EACCES' ? STATUS_CODE.PERMISSION_DENIED : STATUS_CODE.FAILURE);
          };

          sftp.on('REALPATH', (reqid, remote) => {
            const resolved = path.posix.normalize(`/${remote === '.' ? '' : remote}`);
            sftp.name(reqid, [{ filename: resolved, longname: resolved, attrs: {} as never }]);
          });
          const stat = (reqid: number, remote: string) => {
            fs.stat(local(remote), (error, stats) => (error ? fail(reqid, error) : sftp.attrs(reqid, attributes(stats))));
          };
          sftp.on('STAT', stat);
          sftp.on('LSTAT', stat);
          sftp.on('OPENDIR', (reqid, remote) => {
            fs.stat(local(remote), (error, stats) => {
              if (error) return fail(reqid, error);
              if (!stats.isDirectory()) return sftp.status(reqid, STATUS_CODE.FAILURE);
              sftp.handle(reqid, newHandle({ kind: 'folder', entries: null, folder: local(remote) }));
            });
          });
          sftp.on('READDIR', (reqid, buffer) => {
            const handle = handleOf(buffer);
            if (handle?.kind !== 'folder') return sftp.status(reqid, STATUS_CODE.FAILURE);
            if (handle.entries !== null) {
              // The listing was sent whole: its end, and the moment a test may change a file.
              sftp.status(reqid, STATUS_CODE.EOF);
              listingListener?.();
              return;
            }
            handle.entries = fs.readdirSync(handle.folder);
            listings += 1;
            const names = handle.entries.flatMap((name) => {
              try {
                const stats = fs.statSync(path.join(handle.folder, name));
                return [{ filename: name, longname: longname(name, stats), attrs: attributes(stats) }];
              } catch {
                return [];
              }
            });
            if (names.length === 0) {
              sftp.status(reqid, STATUS_CODE.EOF);
              listingListener?.();
              return;
            }
            sftp.name(reqid, names);
          });
          sftp.on('OPEN', (reqid, remote, flags) => {
            let mode = 'r';
            if (flags & OPEN_MODE.WRITE) mode = flags & OPEN_MODE.APPEND ? 'a' : flags & OPEN_MODE.READ ? 'w+' : 'w';
            fs.open(local(remote), mode, (error, fd) => (error ? fail(reqid, error) : sftp.handle(reqid, newHandle({ kind: 'file', fd }))));
          });
          sftp.on('READ', (reqid, buffer, offset, length) => {
            const handle = handleOf(buffer);
            if (handle?.kind !== 'file') return sftp.status(reqid, STATUS_CODE.FAILURE);
            const data = Buffer.alloc(length);
            fs.read(handle.fd, data, 0, length, offset, (error, read) => {
              if (error) return fail(reqid, error);
              if (read === 0) return sftp.status(reqid, STATUS_CODE.EOF);
              sftp.data(reqid, data.subarray(0, read));
            });
          });
          sftp.on('WRITE', (reqid, buffer, offset, data) => {
            const handle = handleOf(buffer);
            if (handle?.kind !== 'file') return sftp.status(reqid, STATUS_CODE.FAILURE);
            fs.write(handle.fd, data, 0, data.length, offset, (error) => (error ? fail(reqid, error) : sftp.status(reqid, STATUS_CODE.OK)));
          });
          sftp.on('FSTAT', (reqid, buffer) => {
            const handle = handleOf(buffer);
            if (handle?.kind !== 'file') return sftp.status(reqid, STATUS_CODE.FAILURE);
            fs.fstat(handle.fd, (error, stats) => (error ? fail(reqid, error) : sftp.attrs(reqid, attributes(stats))));
          });
          sftp.on('FSETSTAT', (reqid) => sftp.status(reqid, STATUS_CODE.OK));
          sftp.on('SETSTAT', (reqid) => sftp.status(reqid, STATUS_CODE.OK));
          sftp.on('CLOSE', (reqid, buffer) => {
            const id = buffer.length === 4 ? buffer.readUInt32BE(0) : -1;
            const handle = handles.get(id);
            handles.delete(id);
            if (handle?.kind === 'file') fs.close(handle.fd, () => sftp.status(reqid, STATUS_CODE.OK));
            else sftp.status(reqid, handle ? STATUS_CODE.OK : STATUS_CODE.FAILURE);
          });
          sftp.on('RENAME', (reqid, from, to) => {
            if (fs.existsSync(local(to))) return sftp.status(reqid, STATUS_CODE.FAILURE);
            fs.rename(local(from), local(to), (error) => (error ? fail(reqid, error) : sftp.status(reqid, STATUS_CODE.OK)));
          });
          sftp.on('MKDIR', (reqid, remote) => fs.mkdir(local(remote), (error) => (error ? fail(reqid, error) : sftp.status(reqid, STATUS_CODE.OK))));
          sftp.on('RMDIR', (reqid, remote) => fs.rmdir(local(remote), (error) => (error ? fail(reqid, error) : sftp.status(reqid, STATUS_CODE.OK))));
          sftp.on('REMOVE', (reqid, remote) => fs.unlink(local(remote), (error) => (error ? fail(reqid, error) : sftp.status(reqid, STATUS_CODE.OK))));
        });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    protocol: 'sftp',
    host: '127.0.0.1',
    port,
    username,
    password,
    root,
    clientPrivateKey: clientKey.private,
    listings: () => listings,
    onListing: (listener) => {
      listingListener = listener;
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A self-signed certificate for 127.0.0.1 and localhost (100 years), for FTP over explicit TLS. */
export const testTlsCertificate = {
  cert: fs.readFileSync(new URL('./fixtures/ftps-test.crt', import.meta.url), 'utf8'),
  key: fs.readFileSync(new URL('./fixtures/ftps-test.key', import.meta.url), 'utf8'),
};
