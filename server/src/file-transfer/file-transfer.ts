/**
 * One file-transfer engine for every exchange with a company's FTP or SFTP server: the import drop
 * reads from it, the export feeds will write to it. One interface over two real clients
 * (`basic-ftp`, `ssh2-sftp-client`): list a folder, stream a file down, stream a file up, move or
 * rename, make a folder, test the connection. Files always travel as streams, never whole in memory.
 *
 * A session is one connection; its operations run one after another (FTP has a single control
 * channel). Every failure is a `FileTransferError` with a stable code.
 */
import type { Readable, Writable } from 'node:stream';
import { posix } from 'node:path';
import { resolveAllowedAddress } from './address-policy.ts';
import { FileTransferError } from './file-transfer-error.ts';
import { openFtpSession } from './ftp-driver.ts';
import { openSftpSession } from './sftp-driver.ts';

export type TransferProtocol = 'ftp' | 'sftp';

/** How to reach and sign in to a server; secrets in clear, held only for the connection's time. */
export type TransferSettings = {
  protocol: TransferProtocol;
  host: string;
  port: number;
  username: string;
  password: string | null;
  /** SFTP: a private key in OpenSSH or PEM form, used instead of (or before) the password. */
  privateKey: string | null;
  passphrase: string | null;
  /** FTP: explicit TLS (`AUTH TLS`), the certificate checked against the host name. */
  tls: boolean;
  /** SFTP: the server's host key (SHA-256, base64) seen at the connection test; another key is refused. Null: not pinned. */
  hostKeySha256: string | null;
};

export type TransferOptions = {
  /** Loopback and private addresses are refused unless the operator allows them. */
  allowPrivateAddresses: boolean;
  /** Connection and idle timeout of each operation. */
  timeoutMs?: number;
  /** FTP over TLS: certificate authorities trusted besides the system's (a private CA; the tests' own). */
  trustedCertificates?: string[];
};

export type RemoteEntry = {
  name: string;
  kind: 'file' | 'folder' | 'other';
  size: number;
  modifiedAt: Date | null;
};

export type FileTransferSession = {
  /** The entries of `folder` (not recursive); `file_transfer.folder_not_found` when it does not exist. */
  list(folder: string): Promise<RemoteEntry[]>;
  /** Streams the remote file into `destination`; resolves once it is all written. */
  download(remotePath: string, destination: Writable): Promise<void>;
  /** Streams `source` into the remote file, replacing it. */
  upload(source: Readable, remotePath: string): Promise<void>;
  /** Moves or renames a remote file; the target's folder must exist. */
  move(from: string, to: string): Promise<void>;
  /** Makes `folder` and its missing parents; an existing folder is fine. */
  makeFolder(folder: string): Promise<void>;
  /** The server's host key (SHA-256, base64) for SFTP, null for FTP. */
  readonly hostKeySha256: string | null;
  close(): Promise<void>;
};

export const defaultTransferTimeoutMs = 20_000;

/** Connects and signs in; the caller closes the session (or uses `withFileTransfer`). */
export async function openFileTransfer(settings: TransferSettings, options: TransferOptions): Promise<FileTransferSession> {
  const address = await resolveAllowedAddress(settings.host, options);
  const timeoutMs = options.timeoutMs ?? defaultTransferTimeoutMs;
  return settings.protocol === 'ftp' ? openFtpSession(settings, address, timeoutMs, options.trustedCertificates) : openSftpSession(settings, address, timeoutMs);
}

export async function withFileTransfer<T>(settings: TransferSettings, options: TransferOptions, work: (session: FileTransferSession) => Promise<T>): Promise<T> {
  const session = await openFileTransfer(settings, options);
  try {
    return await work(session);
  } finally {
    await session.close().catch(() => undefined);
  }
}

export type ConnectionTestResult = { files: number; folders: number; hostKeySha256: string | null };

/** Connects, signs in and lists `folder`: what a connector must pass before it is saved. */
export async function testFileTransfer(settings: TransferSettings, folder: string, options: TransferOptions): Promise<ConnectionTestResult> {
  return withFileTransfer(settings, options, async (session) => {
    const entries = await session.list(folder);
    return {
      files: entries.filter((entry) => entry.kind === 'file').length,
      folders: entries.filter((entry) => entry.kind === 'folder').length,
      hostKeySha256: session.hostKeySha256,
    };
  });
}

/** A remote path under `folder` (POSIX separators whatever the server's system). */
export function remotePath(folder: string, ...names: string[]): string {
  return posix.join(folder === '' ? '/' : folder, ...names);
}

export { FileTransferError };
