/**
 * FTP through `basic-ftp`: passive mode only (the data connection goes to the control
 * connection's address whatever the server's PASV answer says, so a server cannot point the
 * transfer elsewhere), explicit TLS when asked, with the certificate checked against the host name.
 */
import { Client, FileType, FTPError } from 'basic-ftp';
import { isIP } from 'node:net';
import { posix } from 'node:path';
import { checkServerIdentity, rootCertificates } from 'node:tls';
import type { Readable, Writable } from 'node:stream';
import { FileTransferError, networkErrorCode, type FileTransferErrorCode } from './file-transfer-error.ts';
import type { FileTransferSession, RemoteEntry, TransferSettings } from './file-transfer.ts';

/** The code of a basic-ftp failure: its reply code for server refusals, the socket's code otherwise. */
function ftpErrorCode(error: unknown, missing: FileTransferErrorCode): FileTransferErrorCode {
  if (error instanceof FileTransferError) return error.code;
  // basic-ftp reports socket failures as FTPError too, with the socket's code instead of a reply code.
  if (error instanceof FTPError && typeof error.code === 'number') {
    if (error.code === 530 || error.code === 331 || error.code === 332) return 'file_transfer.authentication_failed';
    if (/permission|denied|EACCES|EPERM/i.test(error.message)) return 'file_transfer.permission_denied';
    // 550 is the usual "no such file"; some servers (ftp-srv) answer 451 with the system's ENOENT.
    if (error.code === 550 || error.code === 450 || error.code === 553 || /ENOENT|no such file|not found|does not exist/i.test(error.message)) return missing;
    return 'file_transfer.failed';
  }
  const message = error instanceof Error ? error.message : String(error);
  // basic-ftp rewraps socket errors in its own message ("connect ECONNREFUSED … (control socket)").
  const network = networkErrorCode(error) ?? networkErrorCode({ code: /\b(E[A-Z_]{4,})\b/.exec(message)?.[1] });
  if (network !== null) return network;
  if (/timeout/i.test(message)) return 'file_transfer.timeout';
  if (/certificate|self.signed|TLS|SSL|handshake/i.test(message)) return 'file_transfer.tls_failed';
  return 'file_transfer.failed';
}

function failure(error: unknown, what: string, missing: FileTransferErrorCode = 'file_transfer.file_not_found', params: Record<string, string> = {}): FileTransferError {
  if (error instanceof FileTransferError) return error;
  const code = ftpErrorCode(error, missing);
  return new FileTransferError(code, `FTP ${what}: ${error instanceof Error ? error.message : String(error)}`, { params, cause: error });
}

export async function openFtpSession(settings: TransferSettings, address: string, timeoutMs: number, trustedCertificates?: string[]): Promise<FileTransferSession> {
  const client = new Client(timeoutMs, { allowSeparateTransferHost: false });
  client.ftp.verbose = false;
  try {
    await client.access({
      host: address,
      port: settings.port,
      user: settings.username,
      password: settings.password ?? '',
      secure: settings.tls,
      // The certificate is checked against the host name typed (the connection goes to its checked
      // address); SNI takes names only.
      secureOptions: settings.tls
        ? {
            rejectUnauthorized: true,
            ...(isIP(settings.host) === 0 ? { servername: settings.host } : {}),
            checkServerIdentity: (_host, certificate) => checkServerIdentity(settings.host, certificate),
            ...(trustedCertificates ? { ca: [...rootCertificates, ...trustedCertificates] } : {}),
          }
        : undefined,
    });
  } catch (error) {
    client.close();
    throw failure(error, 'sign-in', 'file_transfer.failed');
  }

  // basic-ftp runs one command at a time and rejects a second one made meanwhile: queue them.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    hostKeySha256: null,
    list: (folder) =>
      serial(async () => {
        try {
          const entries = await client.list(folder);
          return entries
            .filter((entry) => entry.name !== '.' && entry.name !== '..')
            .map(
              (entry): RemoteEntry => ({
                name: entry.name,
                kind: entry.type === FileType.File ? 'file' : entry.type === FileType.Directory ? 'folder' : 'other',
                size: entry.size,
                modifiedAt: entry.modifiedAt ?? null,
              }),
            );
        } catch (error) {
          throw failure(error, `list ${folder}`, 'file_transfer.folder_not_found', { folder });
        }
      }),
    download: (remotePath: string, destination: Writable) =>
      serial(async () => {
        try {
          await client.downloadTo(destination, remotePath);
        } catch (error) {
          throw failure(error, `download ${remotePath}`, 'file_transfer.file_not_found', { path: remotePath });
        }
      }),
    upload: (source: Readable, remotePath: string) =>
      serial(async () => {
        try {
          await client.uploadFrom(source, remotePath);
        } catch (error) {
          throw failure(error, `upload ${remotePath}`, 'file_transfer.folder_not_found', { path: remotePath, folder: posix.dirname(remotePath) });
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
          // ensureDir changes the working folder; every path here is absolute, and we go back to the root.
          await client.ensureDir(folder);
          await client.cd('/');
        } catch (error) {
          throw failure(error, `make ${folder}`, 'file_transfer.permission_denied', { folder });
        }
      }),
    close: async () => {
      client.close();
    },
  };
}
