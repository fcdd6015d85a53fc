import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { startFtpServer, startSftpServer, testTlsCertificate, type TestTransferServer } from '../../test/file-transfer-servers.ts';
import { isPrivateAddress } from './address-policy.ts';
import { FileTransferError } from './file-transfer-error.ts';
import { openFileTransfer, testFileTransfer, withFileTransfer, type TransferSettings } from './file-transfer.ts';

const allowLoopback = { allowPrivateAddresses: true, timeoutMs: 10_000 };

function settingsOf(server: TestTransferServer, change: Partial<TransferSettings> = {}): TransferSettings {
  return {
    protocol: server.protocol,
    host: server.host,
    port: server.port,
    username: server.username,
    password: server.password,
    privateKey: null,
    passphrase: null,
    tls: false,
    hostKeySha256: null,
    ...change,
  };
}

/** A writable that hashes what it receives and remembers its largest chunk (proof the file came in pieces). */
function hashingSink() {
  const hash = createHash('sha256');
  const state = { bytes: 0, largestChunk: 0, digest: '' };
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      state.bytes += chunk.length;
      state.largestChunk = Math.max(state.largestChunk, chunk.length);
      done();
    },
    final(done) {
      state.digest = hash.digest('hex');
      done();
    },
  });
  return { sink, state };
}

/** `size` bytes of a repeatable pattern, produced as they are read. */
function generated(size: number): { stream: Readable; digest: string } {
  const block = Buffer.alloc(64 * 1024);
  for (let index = 0; index < block.length; index += 1) block[index] = (index * 31 + 7) % 251;
  const hash = createHash('sha256');
  for (let sent = 0; sent < size; sent += block.length) hash.update(block.subarray(0, Math.min(block.length, size - sent)));
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      const piece = block.subarray(0, Math.min(block.length, size - sent));
      sent += piece.length;
      this.push(Buffer.from(piece));
    },
  });
  return { stream, digest: hash.digest('hex') };
}

async function failureCode(work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
  } catch (error) {
    if (error instanceof FileTransferError) return error.code;
    throw error;
  }
  throw new Error('expected a failure');
}

describe.each([
  ['FTP', startFtpServer],
  ['SFTP', startSftpServer],
] as const)('the file-transfer engine against a real %s server', (_name, start) => {
  let server: TestTransferServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server.close());

  it('lists a folder, streams files down and up, makes folders and moves files', async () => {
    fs.mkdirSync(path.join(server.root, 'incoming'));
    fs.writeFileSync(path.join(server.root, 'incoming', 'supplier.csv'), 'sku;name\nA-1;Cable\n');
    fs.mkdirSync(path.join(server.root, 'incoming', 'archive'));

    await withFileTransfer(settingsOf(server), allowLoopback, async (session) => {
      const entries = await session.list('/incoming');
      expect(entries.map(({ name, kind, size }) => ({ name, kind, size })).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
        { name: 'archive', kind: 'folder', size: expect.any(Number) },
        { name: 'supplier.csv', kind: 'file', size: 19 },
      ]);
      // FTP's LIST gives no reliable time (MLSD would): the drop relies on the size there.
      if (server.protocol === 'sftp') expect(entries.find((entry) => entry.name === 'supplier.csv')!.modifiedAt).toBeInstanceOf(Date);

      const { sink, state } = hashingSink();
      await session.download('/incoming/supplier.csv', sink);
      expect(state.digest).toBe(createHash('sha256').update('sku;name\nA-1;Cable\n').digest('hex'));

      await session.upload(Readable.from([Buffer.from('sku\nB-2\n')]), '/incoming/feed.csv');
      expect(fs.readFileSync(path.join(server.root, 'incoming', 'feed.csv'), 'utf8')).toBe('sku\nB-2\n');

      await session.makeFolder('/incoming/done/2026');
      await session.makeFolder('/incoming/done/2026');
      expect(fs.statSync(path.join(server.root, 'incoming', 'done', '2026')).isDirectory()).toBe(true);

      await session.move('/incoming/supplier.csv', '/incoming/done/supplier.csv');
      expect(fs.existsSync(path.join(server.root, 'incoming', 'supplier.csv'))).toBe(false);
      expect(fs.readFileSync(path.join(server.root, 'incoming', 'done', 'supplier.csv'), 'utf8')).toBe('sku;name\nA-1;Cable\n');
    });
  });

  it('streams a large file both ways in pieces, never whole', async () => {
    const size = 48 * 1024 * 1024 + 123;
    const { stream, digest } = generated(size);
    await withFileTransfer(settingsOf(server), allowLoopback, async (session) => {
      await session.upload(stream, '/large.bin');
      expect(fs.statSync(path.join(server.root, 'large.bin')).size).toBe(size);
      const { sink, state } = hashingSink();
      await session.download('/large.bin', sink);
      expect(state).toMatchObject({ bytes: size, digest });
      expect(state.largestChunk).toBeLessThanOrEqual(1024 * 1024);
    });
  });

  it('says why it cannot: wrong password, missing folder or file, nothing listening, private address', async () => {
    expect(await failureCode(() => openFileTransfer(settingsOf(server, { password: 'wrong' }), allowLoopback))).toBe('file_transfer.authentication_failed');
    await withFileTransfer(settingsOf(server), allowLoopback, async (session) => {
      expect(await failureCode(() => session.list('/nowhere'))).toBe('file_transfer.folder_not_found');
      expect(await failureCode(() => session.download('/nowhere.csv', hashingSink().sink))).toBe('file_transfer.file_not_found');
      // The session is still usable after a refusal.
      expect(Array.isArray(await session.list('/'))).toBe(true);
    });
    expect(await failureCode(() => testFileTransfer(settingsOf(server), '/missing', allowLoopback))).toBe('file_transfer.folder_not_found');
    expect(await failureCode(() => openFileTransfer(settingsOf(server), { allowPrivateAddresses: false }))).toBe('file_transfer.host_not_allowed');
    expect(await failureCode(() => openFileTransfer(settingsOf(server, { host: 'localhost' }), { allowPrivateAddresses: false }))).toBe('file_transfer.host_not_allowed');

    const closed = await start();
    const port = closed.port;
    await closed.close();
    expect(await failureCode(() => openFileTransfer(settingsOf(server, { port }), allowLoopback))).toBe('file_transfer.connection_refused');
  });
});

describe('the SFTP driver', () => {
  let server: TestTransferServer;
  beforeAll(async () => {
    server = await startSftpServer();
  });
  afterAll(() => server.close());

  it('signs in with a private key and pins the host key seen at the test', async () => {
    const result = await testFileTransfer(settingsOf(server, { password: null, privateKey: server.clientPrivateKey }), '/', allowLoopback);
    expect(result.hostKeySha256).toMatch(/^[0-9a-f]{64}$/);
    await withFileTransfer(settingsOf(server, { hostKeySha256: result.hostKeySha256 }), allowLoopback, async (session) => {
      expect(session.hostKeySha256).toBe(result.hostKeySha256);
    });
    expect(await failureCode(() => openFileTransfer(settingsOf(server, { hostKeySha256: 'ab'.repeat(32) }), allowLoopback))).toBe('file_transfer.host_key_changed');
    expect(await failureCode(() => openFileTransfer(settingsOf(server, { password: null, privateKey: 'not a key' }), allowLoopback))).toBe('file_transfer.key_invalid');
  });
});

describe('FTP over explicit TLS', () => {
  let server: TestTransferServer;
  beforeAll(async () => {
    server = await startFtpServer({ tls: true });
  });
  afterAll(() => server.close());

  it('checks the server certificate, then lists and transfers over TLS', async () => {
    // Self-signed: not trusted by the system's authorities.
    expect(await failureCode(() => openFileTransfer(settingsOf(server, { tls: true }), allowLoopback))).toBe('file_transfer.tls_failed');
    const trusted = { ...allowLoopback, trustedCertificates: [testTlsCertificate.cert] };
    fs.writeFileSync(path.join(server.root, 'secure.csv'), 'sku\nTLS-1\n');
    await withFileTransfer(settingsOf(server, { tls: true }), trusted, async (session) => {
      expect((await session.list('/')).map((entry) => entry.name)).toContain('secure.csv');
      const { sink, state } = hashingSink();
      await session.download('/secure.csv', sink);
      expect(state.bytes).toBe(10);
    });
  });
});

describe('the address policy', () => {
  it('refuses loopback, private, link-local and reserved addresses, in IPv4 and IPv6', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1']) {
      expect([address, isPrivateAddress(address)]).toEqual([address, true]);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8']) {
      expect([address, isPrivateAddress(address)]).toEqual([address, false]);
    }
  });
});
