/**
 * SFTP through `ssh2-sftp-client`: password or private key, the server's host key hashed
 * (SHA-256) and, once a connector has pinned it at its test, required to stay the same.
 */
import SftpClient from 'ssh2-sftp-client';
import type { Readable, Writable } from 'node:stream';
import { FileTransferError, networkErrorCode, type FileTransferErrorCode } from './file-transfer-error.ts';
import type { FileTransferSession, RemoteEntry, TransferSettings } from './file-transfer.ts';

function sftpErrorCode(error: unknown, missing: FileTransferErrorCode): FileTransferErrorCode {
  if (error instanceof FileTransferError) return error.code;
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (/host denied|verification failed/i.test(message)) return 'file_transfer.host_key_changed';
  if (/authentication/i.test(message)) return 'file_transfer.authentication_failed';
  if (/privateKey|private key|parse|passphrase/i.test(message) && /key/i.test(message)) return 'file_transfer.key_invalid';
  if (code === 2 || code === 'ENOENT' || /no such file|does not exist|bad path/i.test(message)) return missing;
  if (code === 3 || code === 'EACCES' || /permission denied/i.test(message)) return 'file_transfer.permission_denied';
  const network = networkErrorCode(error) ?? networkErrorCode({ code: /\b(E[A-Z_]+)\b/.exec(message)?.[1] });
  if (network !== null) return network;
  if (/timed out|timeout/i.test(message)) return 'file_transfer.timeout';
  return 'file_transfer.failed';
}

function failure(error: unknown, what: string, missing: FileTransferErrorCode, params: Record<string, string> = {}): FileTransferError {
  if (error instanceof FileTransferError) return error;
  return new FileTransferError(sftpErrorCode(error, missing), `SFTP ${what}: ${error instanceof Error ? error.message : String(error)}`, { params, cause: error });
}

export const sftpCiphers: SftpClient.ConnectOptions['algorithms'] extends infer A ? (A extends { cipher?: infer C } ? C : never) : never = [
  'aes128-gcm@openssh.com',
  'aes256-gcm@openssh.com',
  'aes128-ctr',
  'aes256-ctr',
  'chacha20-poly1305@openssh.com',
];

export async function openSftpSession(settings: TransferSettings, address: string, timeoutMs: number): Promise<FileTransferSession> {
  const client = new SftpClient('pimento');
  let seenHostKey: string | null = null;
  try {
    await client.connect({
      host: address,
      port: settings.port,
      username: settings.username,
      ...(settings.password !== null ? { password: settings.password } : {}),
      ...(settings.privateKey !== null ? { privateKey: settings.privateKey } : {}),
      ...(settings.passphrase !== null ? { passphrase: settings.passphrase } : {}),
      readyTimeout: timeoutMs,
      keepaliveInterval: Math.max(1000, Math.floor(timeoutMs / 2)),
      keepaliveCountMax: 2,
      retries: 0,
      // Node's own AES-GCM first: ssh2's ChaCha20 is pure JavaScript without its optional native build (100× slower).
      algorithms: { cipher: sftpCiphers },
      hostHash: 'sha256',
      hostVerifier: (hash: string) => {
        seenHostKey = hash;
        return settings.hostKeySha256 === null || settings.hostKeySha256 === hash;
      },
    } as SftpClient.ConnectOptions);
  } catch (error) {
    await client.end().catch(() => undefined);
    if (settings.hostKeySha256 !== null && seenHostKey !== null && seenHostKey !== settings.hostKeySha256) {
      throw new FileTransferError('file_transfer.host_key_changed', 'SFTP: the server presented another host key', { cause: error });
    }
    throw failure(error, 'sign-in', 'file_transfer.failed');
  }

  // SFTP waits for each write's answer: without this, Nagle's algorithm and delayed ACKs add ~40 ms to each 32 KB.
  (client as unknown as { client?: { setNoDelay?(noDelay: boolean): void } }).client?.setNoDelay?.(true);

  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    get hostKeySha256() {
      return seenHostKey;
    },
    list: (folder) =>
      serial(async () => {
        try {
          const entries = await client.list(folder);
          return entries.map(
            (entry): RemoteEntry => ({
              name: entry.name,
              kind: entry.type === '-' ? 'file' : entry.type === 'd' ? 'folder' : 'other',
              size: entry.size,
              modifiedAt: entry.modifyTime ? new Date(entry.modifyTime) : null,
            }),
          );
        } catch (error) {
          throw failure(error, `list ${folder}`, 'file_transfer.folder_not_found', { folder });
        }
      }),
    download: (remotePath: string, destination: Writable) =>
      serial(async () => {
        try {
          await client.get(remotePath, destination);
        } catch (error) {
          throw failure(error, `download ${remotePath}`, 'file_transfer.file_not_found', { path: remotePath });
        }
      }),
    upload: (source: Readable, remotePath: string) =>
      serial(async () => {
        try {
          await client.put(source, remotePath);
        } catch (error) {
          throw failure(error, `upload ${remotePath}`, 'file_transfer.folder_not_found', { path: remotePath });
        }
      }),
    move: (from, to) =>
      serial(async () => {
        try {
          await client.rename(from, to);
        } catch (error) {
          throw failure(error, `move ${from}`, 'file_transfer.file_not_found', { path: from });
        }
      }),
    makeFolder: (folder) =>
      serial(async () => {
        try {
          if ((await client.exists(folder)) === 'd') return;
          await client.mkdir(folder, true);
        } catch (error) {
          throw failure(error, `make ${folder}`, 'file_transfer.permission_denied', { folder });
        }
      }),
    close: async () => {
      await client.end().catch(() => undefined);
    },
  };
}
