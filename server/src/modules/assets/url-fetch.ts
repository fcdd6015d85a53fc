/**
 * Fetching an asset from a URL a user typed, without letting the server be aimed at what it alone
 * can reach (SSRF): only http and https, no credentials in the URL; the host resolved once, every
 * address it resolves to checked by the policy (loopback, private, link-local — the cloud metadata
 * address 169.254.169.254 —, shared, multicast, reserved; decimal, hex and IPv4-mapped forms are
 * the addresses they stand for), and the connection made to the checked address itself, so a
 * second resolution cannot answer otherwise (DNS rebinding). Redirects are followed by hand, at most
 * `maxRedirects`, each target checked again. The body is streamed to a file and cut at `maxBytes`;
 * the whole fetch is bounded in time. Every failure is an `AppError` with spec §8's asset codes.
 */
import { createWriteStream } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { LookupFunction } from 'node:net';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ErrorCode } from '@pimento/shared-kit/errors/catalogue';
import { formatByteSize } from '../../formats/tabular-source.ts';
import { AppError } from '../../http/app-error.ts';

export type UrlFetchLimits = {
  maxUrlLength: number;
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /** Whether the server may connect to this address (an IP). */
  allowAddress: (address: string) => boolean;
};

export type FetchedUrl = { finalUrl: URL; contentType: string | null; size: number };

const urlError = (status: number, code: ErrorCode, params?: Record<string, string>) => new AppError(status, code, { fields: { url: [code] }, ...(params ? { params } : {}) });

/** The URL to fetch, or the reason it is refused before any connection. */
export function parseAssetUrl(text: string, maxUrlLength: number): URL {
  const trimmed = text.trim();
  if (trimmed.length > maxUrlLength) throw urlError(422, 'asset.url_too_long');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw urlError(422, 'asset.url_invalid');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '' || url.hostname === '') {
    throw urlError(422, 'asset.url_invalid');
  }
  return url;
}

/** The checked address to connect to for the URL's host. */
async function checkedAddress(url: URL, limits: UrlFetchLimits): Promise<{ address: string; family: 4 | 6 }> {
  // WHATWG URLs give IPv6 hosts in brackets and every IPv4 form (decimal, hex, octal) as dotted quads.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (isIP(host) !== 0) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw urlError(422, 'asset.url_no_response', { host });
    }
  }
  if (addresses.length === 0) throw urlError(422, 'asset.url_no_response', { host });
  if (addresses.some((entry) => !limits.allowAddress(entry.address))) throw urlError(422, 'asset.url_not_allowed', { host });
  const [first] = addresses;
  return { address: first!.address, family: first!.family === 6 ? 6 : 4 };
}

const tlsCodes = /^(?:CERT_|ERR_TLS_|ERR_SSL_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_(?:GET|VERIFY)_|EPROTO$|HOSTNAME_MISMATCH)/;

/** The asset error a failed connection stands for. */
function requestFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code ?? '';
  if (code === 'ABORT_ERR' || (error as Error).name === 'AbortError' || code === 'ETIMEDOUT') return urlError(422, 'asset.request_timeout');
  if (tlsCodes.test(code)) return urlError(422, 'asset.ssl_error');
  if (['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'].includes(code)) return urlError(422, 'asset.url_no_response');
  return urlError(422, 'asset.request_error');
}

/** One request to a checked address; the response, not yet read. */
function requestOnce(url: URL, target: { address: string; family: 4 | 6 }, signal: AbortSignal): Promise<http.IncomingMessage> {
  // The name stays in the URL (Host header, TLS server name and certificate check); only the
  // connection goes to the address checked.
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { signal, lookup: pinned, headers: { 'user-agent': 'Pimento asset fetcher', accept: '*/*' } }, resolve);
    request.on('error', reject);
  });
}

/** Fetches `url` into `filePath`, following checked redirects. */
export async function fetchUrlToFile(url: URL, filePath: string, limits: UrlFetchLimits): Promise<FetchedUrl> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let current = url;
  for (let redirects = 0; ; redirects += 1) {
    const target = await checkedAddress(current, limits);
    let response: http.IncomingMessage;
    try {
      response = await requestOnce(current, target, signal);
    } catch (error) {
      throw requestFailure(error);
    }
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location !== undefined) {
      response.resume();
      if (redirects >= limits.maxRedirects) throw urlError(422, 'asset.request_error', { status: String(status) });
      let next: URL;
      try {
        next = parseAssetUrl(new URL(response.headers.location, current).href, limits.maxUrlLength);
      } catch {
        throw urlError(422, 'asset.request_error', { status: String(status) });
      }
      current = next;
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw urlError(422, 'asset.request_error', { status: String(status) });
    }
    const declared = Number(response.headers['content-length']);
    const tooLarge = () => new AppError(413, 'asset.too_large', { fields: { url: ['asset.too_large'] }, params: { limit: formatByteSize(limits.maxBytes) } });
    if (Number.isFinite(declared) && declared > limits.maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(size > limits.maxBytes ? tooLarge() : null, chunk);
      },
    });
    try {
      await pipeline(response, counter, createWriteStream(filePath), { signal });
    } catch (error) {
      throw requestFailure(error);
    }
    return { finalUrl: current, contentType: response.headers['content-type'] ?? null, size };
  }
}
