/**
 * A finished run's file, downloaded by a signed-in user of the company or through a shared link.
 *
 * Shared links (spec §9: valid 7 days) carry a random 256-bit token; only its SHA-256 is stored.
 * Past its expiry a link answers 410 `export.link_expired`; revoked, 410 `export.link_revoked`
 * (the recipient learns the sender withdrew it rather than a bare "not found"; the token being
 * unguessable, that tells a stranger nothing). An unknown token is 404. The link's answer is the
 * company's file and nothing else: the token is looked up outside any tenant, then everything it
 * leads to is read inside its company's tenant transaction.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ExportLink, SharedExport } from '@pimento/shared-kit/contracts/exports';
import { exportLimits } from '@pimento/shared-kit/contracts/exports';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { FileNotFoundError, type FileStorage } from '../../storage/file-storage.ts';
import type { Actor } from '../rights/authorization.ts';
import { isPrivileged } from '../rights/authorization.ts';
import { findVisibleRun } from './export-runs.ts';
import * as runs from './runs-repository.ts';
import { exportMimeTypes } from './tabular-writers.ts';

/** The time links are checked against; tests move it (a link's expiry without waiting 7 days). */
export const linkClock = { now: (): Date => new Date() };

export type RunFile = { key: string; fileName: string; contentType: string; size: number; format: runs.ExportRunRow['format'] };

function publishedFile(run: runs.ExportRunRow): RunFile {
  if (run.storage_key === null) throw new AppError(409, 'export.run_not_finished');
  return { key: run.storage_key, fileName: run.file_name, contentType: exportMimeTypes[run.format], size: run.size ?? 0, format: run.format };
}

export async function runFileOf(tx: Queryable, actor: Actor, runId: number): Promise<RunFile> {
  return publishedFile(await findVisibleRun(tx, actor, runId));
}

/** The stored bytes; a file removed behind the run's back is 404 `export.file_missing`. */
export async function openRunFile(storage: FileStorage, file: RunFile): Promise<Readable> {
  try {
    return await storage.get(file.key);
  } catch (error) {
    throw error instanceof FileNotFoundError ? new AppError(404, 'export.file_missing') : error;
  }
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The shell's public page of a shared link. */
export function sharedLinkPage(token: string): string {
  return `/download/export-link/${token}/`;
}

function toExportLink(row: runs.ExportLinkRow, url: string | null): ExportLink {
  return { id: row.id, run_id: row.run_id, created: row.created_at.toISOString(), expires: row.expires_at.toISOString(), revoked: row.revoked_at?.toISOString() ?? null, url };
}

export async function createSharedLink(tx: Queryable, actor: Actor, runId: number, publicUrl: string): Promise<ExportLink> {
  publishedFile(await findVisibleRun(tx, actor, runId));
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(linkClock.now().getTime() + exportLimits.linkLifetimeDays * 24 * 60 * 60 * 1000);
  const row = await runs.insertLink(tx, actor.principal.companyId, actor.principal.userId, runId, hashOf(token), expires);
  return toExportLink(row, `${publicUrl}${sharedLinkPage(token)}`);
}

export async function listSharedLinks(tx: Queryable, actor: Actor, runId: number): Promise<ExportLink[]> {
  await findVisibleRun(tx, actor, runId);
  return (await runs.listRunLinks(tx, actor.principal.companyId, runId)).map((row) => toExportLink(row, null));
}

/** Its maker or an administrator revokes a link; another company's or user's link is 404. */
export async function revokeSharedLink(tx: Queryable, actor: Actor, linkId: number): Promise<void> {
  const link = await runs.findLink(tx, actor.principal.companyId, linkId);
  if (link === null || (link.created_by !== actor.principal.userId && !isPrivileged(actor))) throw notFound();
  await runs.revokeLink(tx, actor.principal.companyId, linkId);
}

/** The file a shared link names, or why not (404 unknown, 410 expired or revoked). */
export async function sharedLinkFile(db: Database, token: string): Promise<{ file: RunFile; expires: Date }> {
  const link = await db.transaction((tx) => runs.findLinkByTokenHash(tx, hashOf(token)));
  if (link === null) throw notFound();
  if (link.revoked_at !== null) throw new AppError(410, 'export.link_revoked');
  if (link.expires_at.getTime() <= linkClock.now().getTime()) throw new AppError(410, 'export.link_expired');
  const run = await db.withTenant(link.company_id, (tx) => runs.findExportRun(tx, link.company_id, link.run_id));
  if (run === null || run.storage_key === null) throw new AppError(404, 'export.file_missing');
  return { file: publishedFile(run), expires: link.expires_at };
}

export function sharedExportOf(shared: { file: RunFile; expires: Date }): SharedExport {
  return { file_name: shared.file.fileName, size: shared.file.size, format: shared.file.format, expires: shared.expires.toISOString() };
}
