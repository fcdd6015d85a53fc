/**
 * A file-transfer failure with a stable code (`shared-kit/src/errors/connector-errors.ts` holds
 * its English and French message). Every driver maps its library's errors onto these codes, so
 * the connectors screen, the import drop and the future feeds say the same thing for the same cause.
 */
export const fileTransferErrorCodes = [
  'file_transfer.host_not_allowed',
  'file_transfer.host_not_found',
  'file_transfer.connection_refused',
  'file_transfer.timeout',
  'file_transfer.authentication_failed',
  'file_transfer.tls_failed',
  'file_transfer.folder_not_found',
  'file_transfer.file_not_found',
  'file_transfer.permission_denied',
  'file_transfer.key_invalid',
  'file_transfer.host_key_changed',
  'file_transfer.failed',
] as const;

export type FileTransferErrorCode = (typeof fileTransferErrorCodes)[number];

export class FileTransferError extends Error {
  readonly code: FileTransferErrorCode;
  readonly params: Record<string, string | number>;
  constructor(code: FileTransferErrorCode, message: string, options: { params?: Record<string, string | number>; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'FileTransferError';
    this.code = code;
    this.params = options.params ?? {};
  }
}

/** The code of a network-level failure (Node's `err.code`), or null when it is not one. */
export function networkErrorCode(error: unknown): FileTransferErrorCode | null {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ECONNREFUSED':
    case 'ECONNRESET':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'file_transfer.connection_refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'file_transfer.host_not_found';
    case 'ETIMEDOUT':
    case 'ERR_SOCKET_CONNECTION_TIMEOUT':
      return 'file_transfer.timeout';
    default:
      return null;
  }
}
