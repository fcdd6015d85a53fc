// The asset export (docs/assets.md "Asset export") of 4,000 12-megapixel JPEGs resized to 1,000 px
// into a zip on PostgreSQL and the local file storage (target ≤ 90 s at flat memory): the export
// engine's job by the real worker, in this process, its resident memory sampled every 100 ms.
// Its own scratch database and storage folder: nothing shared is touched.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { insertJob } from '../../server/src/jobs/enqueue.ts';
import { runWorker } from '../../server/src/jobs/worker.ts';
import { waitForTask } from '../../server/src/modules/admin/operator-jobs.ts';
import { createTemplate } from '../../server/src/modules/export-templates/service.ts';
import { createAssetExportRun } from '../../server/src/modules/exports/asset-export-runs.ts';
import '../../server/src/modules/exports/export-job.ts';
import { exportJobType } from '../../server/src/modules/exports/export-runs.ts';
import { loadJobActor } from '../../server/src/modules/rights/actor.ts';
import { openFileStorage } from '../../server/src/storage/open-file-storage.ts';
import { openScratchCompany } from '../lib/scratch-company.ts';
import type { BenchResult } from '../lib/result.ts';

const images = Number(process.env.BENCH_ASSET_EXPORT_IMAGES ?? 4_000);
const load = () => Math.round(loadavg()[0]! * 10) / 10;
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

export async function assetExportScenario(): Promise<BenchResult[]> {
  const { db, companyId, administratorId, close } = await openScratchCompany('asset_export');
  const root = await mkdtemp(join(tmpdir(), 'pimento-bench-asset-export-'));
  try {
    // One 4,000 × 3,000 photo-like JPEG (noise: it does not compress away, 9 MB).
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#8a6' } })
      .composite([{ input: await sharp({ create: { width: 400, height: 300, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer(), tile: true }])
      .jpeg({ quality: 90 })
      .toBuffer();
    // One file on disk, every asset's key a link to it (4,000 copies would be 36 GB): each is still opened and read whole.
    await mkdir(join(root, 'bench'), { recursive: true });
    await writeFile(join(root, 'photo.jpg'), photo);
    for (let index = 1; index <= images; index += 1) await symlink(join(root, 'photo.jpg'), join(root, 'bench', `${index}.jpg`));
    const [category] = await db.query<{ id: number }>("INSERT INTO asset_categories (company_id, name) VALUES ($1, 'Photos') RETURNING id::int AS id", [companyId]);
    await db.query(
      `INSERT INTO assets (company_id, category_id, file_name, stored, kind, mime_type, size, width, height, storage_key)
       SELECT $1, $2, 'photo-' || g || '.jpg', true, 'image', 'image/jpeg', $3, 4000, 3000, 'bench/' || g || '.jpg' FROM generate_series(1, $4) g`,
      [companyId, category!.id, photo.length, images],
    );
    const storage = await openFileStorage({ driver: 'local', root });
    const runId = await db.withTenant(companyId, async (tx) => {
      const actor = await loadJobActor(tx, companyId, administratorId);
      const template = await createTemplate(tx, actor, {
        type: 'asset_export',
        name: 'Web pictures',
        standard_version: null,
        definition: { category_ids: [category!.id], tags: [], languages: [], products: null, orders: [], file_name: 'web-{index}', size: { width: 1000, height: null, dpi: 72, format: 'jpeg' } },
      });
      return (await createAssetExportRun(tx, actor, { template_id: template.id, format: 'zip', file_name: 'pictures' }, 'http://bench')).runId;
    });

    const worker = await runWorker({ db, storage, types: [exportJobType], schedules: false, pollIntervalMs: 50 });
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    // What JavaScript holds (buffers included) apart from the resident total: a leak shows in both, native fragmentation in the total only.
    let peakExternal = 0;
    const sampler = setInterval(() => {
      const usage = process.memoryUsage();
      peak = Math.max(peak, usage.rss);
      peakExternal = Math.max(peakExternal, usage.heapUsed + usage.external);
    }, 100);
    try {
      const started = performance.now();
      const task = await db.withTenant(companyId, (tx) => insertJob(tx, { type: exportJobType, companyId, userId: administratorId, payload: { runId }, subject: {} }));
      await waitForTask(db, task.id);
      const seconds = (performance.now() - started) / 1000;
      const [run] = await db.query<{ products: number | null; size: number | null; storage_key: string | null }>('SELECT products, size::float8 AS size, storage_key FROM export_runs WHERE id = $1', [runId]);
      if (run?.storage_key == null || run.products !== images) throw new Error(`asset export: ${run?.products} files of ${images}`);
      console.log(`  asset zip: ${images} JPEGs of 12 MP resized to 1,000 px, ${seconds.toFixed(1)} s, ${megabytes(run.size ?? 0)} MB, rss ${megabytes(baseline)} → peak ${megabytes(peak)} MB (JavaScript heap and buffers at most ${megabytes(peakExternal)} MB)`);
      return [
        {
          scenario: `asset zip of ${images.toLocaleString('en')} 12-megapixel JPEGs resized to 1,000 px (PostgreSQL, local storage)`,
          figure: seconds,
          unit: 's',
          target: '≤ 90 s at flat memory',
          detail: { files: run.products, zipMb: megabytes(run.size ?? 0), rssStartMb: megabytes(baseline), rssPeakMb: megabytes(peak), jsPeakMb: megabytes(peakExternal), load1: load() },
        },
      ];
    } finally {
      clearInterval(sampler);
      await worker.stop();
    }
  } finally {
    await close();
    await rm(root, { recursive: true, force: true });
  }
}
