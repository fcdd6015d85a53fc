/**
 * An asset export run (docs/assets.md "Asset export"), inside the export engine's job: the files of
 * the template's assets streamed into a zip one at a time (resized through the gallery's rendition
 * pipeline when the template says a size), or an Excel list of their URLs, uploaded as it is made
 * and published only complete, as every export file is (`export-job.ts`).
 *
 * A file that is missing from the storage or cannot be read or resized is left out and named in the
 * run's warnings; the zip never holds half of it (a resized image is made whole before its entry
 * starts; an original is streamed, and a storage failure midway fails the attempt, which starts its
 * file afresh). A link-only asset has no file: the zip names it in a warning, the list writes its URL.
 */
import { Readable } from 'node:stream';
import type { AssetExportDefinition } from '@pimento/shared-kit/contracts/asset-exports';
import { assetExportFileName } from '@pimento/shared-kit/contracts/asset-exports';
import type { ExportWarning } from '@pimento/shared-kit/contracts/exports';
import { AssetZipWriter } from '../../formats/zip/asset-zip-writer.ts';
import { JobError } from '../../jobs/errors.ts';
import type { JobContext } from '../../jobs/registry.ts';
import { FileNotFoundError, type FileStorage } from '../../storage/file-storage.ts';
import { assetExportEntries, countAssetExportEntries, type AssetExportEntry } from '../assets/asset-export-entries.ts';
import { loadSharp } from '../assets/load-sharp.ts';
import { mediaAddresses, mediaKeyOf, type MediaAddresses } from '../assets/public-media.ts';
import { renditionExtension, renditionPipeline, renditionSpec, type RenditionSpec } from '../assets/renditions.ts';
import { loadJobActor } from '../rights/actor.ts';
import { selectedProductIds } from './asset-export-runs.ts';
import { assertMayExport } from './export-runs.ts';
import { notifyExportEnd } from './run-notifications.ts';
import { uploadRunFile } from './run-upload.ts';
import * as runs from './runs-repository.ts';
import { openTabularWriter } from './tabular-writers.ts';

/** What an asset run keeps: the template's definition as it started, and the address its URLs begin with. */
export type AssetExportRun = AssetExportDefinition & { public_url: string };

/** The task's result: `files`, not products, is what the tasks panel counts for an asset export. */
export type AssetExportResult = { run_id: number; files: number; format: string; file: string; size: number };

/** A run's warnings stay readable: past this many, one more says how many were not listed. */
const listedWarnings = 100;

/** Writes a prepared entry into the file; answers false when it was left out (a warning said why). */
type PutEntry = () => Promise<boolean>;

type FileSink = {
  readonly stream: Readable;
  /** Makes one entry ready (its file opened, its image resized), to be put in the file in order. */
  prepare(entry: AssetExportEntry, index: number): Promise<PutEntry>;
  finish(): Promise<void>;
  abort(reason: unknown): void;
};

const leftOut: PutEntry = async () => false;

/**
 * How many entries are made ready ahead of the one being written: the next images resize on the
 * other core while the zip takes the current one. Memory holds this many renditions (and open files).
 */
export const assetExportTuning = { ahead: Number(process.env.PIMENTO_ASSET_EXPORT_AHEAD ?? 3) };

const extensionOf = (fileName: string) => (/\.([^./]+)$/.exec(fileName)?.[1] ?? '').toLowerCase();

function pillValues(entry: AssetExportEntry, index: number) {
  return {
    name: entry.file_name.replace(/\.[^./]+$/, ''),
    sku: entry.sku ?? '',
    order: String(entry.position),
    category: entry.category ?? '',
    language: entry.language ?? '',
    id: String(entry.asset_id),
    index: String(index),
  };
}

/** The rendition an image gets, or null when it goes as it is (no size asked, or not a raster image). */
function resizeOf(definition: AssetExportDefinition, entry: AssetExportEntry): RenditionSpec | null {
  const size = definition.size;
  if (size === null || entry.kind !== 'image') return null;
  return renditionSpec({ width: size.width ?? undefined, height: size.height ?? undefined, dpi: size.dpi, format: size.format ?? undefined }, entry.mime_type);
}

function exportedName(definition: AssetExportDefinition, entry: AssetExportEntry, index: number): string {
  const spec = resizeOf(definition, entry);
  return assetExportFileName(definition.file_name, pillValues(entry, index), spec === null ? extensionOf(entry.file_name) : renditionExtension(spec.format));
}

function zipSink(storage: FileStorage, definition: AssetExportDefinition, warn: (warning: ExportWarning) => void): FileSink {
  const zip = new AssetZipWriter();
  let sharp: Awaited<ReturnType<typeof loadSharp>> | null = null;
  return {
    stream: zip.stream,
    prepare: async (entry, index) => {
      if (!entry.stored || entry.storage_key === null) {
        warn({ code: 'asset_export.link_only', params: { file: entry.file_name } });
        return leftOut;
      }
      const name = exportedName(definition, entry, index);
      let source: Readable;
      try {
        source = await storage.get(entry.storage_key);
      } catch (error) {
        if (!(error instanceof FileNotFoundError)) throw error;
        warn({ code: 'asset_export.file_missing', params: { file: entry.file_name } });
        return leftOut;
      }
      const spec = resizeOf(definition, entry);
      if (spec === null) {
        return async () => {
          await zip.addFile(name, source);
          return true;
        };
      }
      sharp ??= await loadSharp();
      // Made whole before the entry starts: an image that cannot be decoded leaves no half entry.
      const rendered = await renditionPipeline(sharp, source, spec)
        .toBuffer()
        .catch((error: unknown) => {
          source.destroy();
          warn({ code: 'asset_export.file_unreadable', params: { file: entry.file_name, reason: error instanceof Error ? error.message : String(error) } });
          return null;
        });
      if (rendered === null) return leftOut;
      return async () => {
        await zip.addFile(name, Readable.from([rendered]));
        return true;
      };
    },
    finish: () => zip.finish(),
    abort: (reason) => zip.abort(reason),
  };
}

/**
 * The address a file is published at: the asset's own custom URL, its link, or its public media
 * address (resized when the template says a size), which a reader fetches without a session.
 */
function publishedUrl(run: AssetExportRun, addresses: MediaAddresses, entry: AssetExportEntry): string {
  if (entry.custom_url !== null && entry.custom_url !== '') return entry.custom_url;
  if (!entry.stored) return entry.original_url ?? '';
  return addresses.asset(entry.asset_id, entry.file_name, resizeOf(run, entry));
}

const urlListHeaders = ['File', 'URL', 'Asset', 'SKU', 'Order', 'Category', 'Language', 'Type', 'Width', 'Height', 'Size (bytes)'];

function urlListSink(run: AssetExportRun, addresses: MediaAddresses): FileSink {
  const writer = openTabularWriter('xlsx', { csvSeparator: ';' });
  let started = false;
  return {
    stream: writer.stream,
    prepare: async (entry, index) => async () => {
      if (!started) {
        await writer.startSheet('Assets', urlListHeaders);
        started = true;
      }
      await writer.writeRow([
        exportedName(run, entry, index),
        publishedUrl(run, addresses, entry),
        entry.file_name,
        entry.sku ?? '',
        entry.position,
        entry.category ?? '',
        entry.language ?? '',
        entry.kind,
        entry.width,
        entry.height,
        entry.size,
      ]);
      return true;
    },
    finish: async () => {
      if (!started) await writer.startSheet('Assets', urlListHeaders);
      await writer.endSheet();
      await writer.finish();
    },
    abort: (reason) => writer.abort(reason),
  };
}

export async function runAssetExport(job: JobContext<unknown>, run: runs.ExportRunRow, options: { attempts: number }): Promise<AssetExportResult> {
  const { db, companyId, userId, storage } = job;
  const runId = run.id;
  if (storage === undefined) throw new JobError('task.failed', 'an export needs the file storage', { retryable: false });
  if (run.storage_key !== null) return { run_id: runId, files: run.products ?? 0, format: run.format, file: run.file_name, size: run.size ?? 0 };
  const definition = run.asset_export as AssetExportRun;
  const notifyFailure = () => notifyExportEnd(db, job.publisher, { companyId, userId }, runId, { file: run.file_name, failed: true }).catch(() => undefined);

  // The selection as the running user may read it now.
  const productIds = await db.withTenant(companyId, async (tx) => {
    const actor = await loadJobActor(tx, companyId, userId);
    assertMayExport(actor);
    return definition.products === null ? null : selectedProductIds(tx, actor, run.filters);
  });
  const total = await db.withTenant(companyId, (tx) => countAssetExportEntries(tx, companyId, definition, productIds));
  // The assets went since the request: still no empty file.
  if (total === 0) {
    await notifyFailure();
    throw new JobError('asset_export.empty_selection', 'no asset matches the template', { retryable: false });
  }

  const warnings: ExportWarning[] = [...run.warnings];
  let unlisted = 0;
  const warn = (warning: ExportWarning) => {
    if (warnings.length < listedWarnings) warnings.push(warning);
    else unlisted += 1;
  };
  const sink =
    run.format === 'zip'
      ? zipSink(storage, definition, warn)
      : urlListSink(definition, mediaAddresses(definition.public_url, await db.withTenant(companyId, (tx) => mediaKeyOf(tx, companyId))));
  let written = 0;
  const write = async () => {
    let index = 0;
    // Entries made ready in order, written in order: a window of `ahead` in flight.
    const ready: Promise<PutEntry>[] = [];
    const putNext = async () => {
      if (await (await ready.shift()!)()) written += 1;
    };
    for await (const batch of assetExportEntries(db, companyId, definition, productIds)) {
      for (const entry of batch) {
        job.throwIfStopped();
        index += 1;
        const prepared = sink.prepare(entry, index);
        // Awaited in its turn; a failure meanwhile must not go unhandled.
        prepared.catch(() => undefined);
        ready.push(prepared);
        if (ready.length >= assetExportTuning.ahead) await putNext();
      }
      await job.progress(Math.min(0.99, index / total));
    }
    while (ready.length > 0) await putNext();
    await sink.finish();
  };
  const stored = await uploadRunFile(job, storage, run, sink, write, { attempts: options.attempts, notify: notifyFailure });
  if (unlisted > 0) warnings.push({ code: 'asset_export.more_warnings', params: { count: unlisted } });
  await db.withTenant(companyId, (tx) => runs.publishRunFile(tx, companyId, runId, { key: stored.key, size: stored.size, products: written, warnings }));
  await notifyExportEnd(db, job.publisher, { companyId, userId }, runId, { file: run.file_name, format: run.format, products: written, noun: 'files' });
  return { run_id: runId, files: written, format: run.format, file: run.file_name, size: stored.size };
}
