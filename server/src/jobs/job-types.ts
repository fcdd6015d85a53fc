/**
 * Every feature's job types, imported for their `registerJobType` side effect. Each worker (the
 * `pimento worker` process, or the API on the embedded database) loads this file, so a feature
 * adds one import line here when it brings a job type (e.g. `import '../modules/imports/jobs.ts';`).
 */
import '../modules/products/bulk-job.ts';
import '../modules/history/prune-job.ts';
import '../modules/attributes/attribute-languages.ts';
import '../modules/attributes/recompute-job.ts';
import '../modules/imports/verify-job.ts';
import '../modules/imports/launch-job.ts';
import '../modules/imports/rollback-job.ts';
import '../modules/structure-import/structure-import-job.ts';
import '../modules/demo-catalogue/demo-catalogue-job.ts';
import '../modules/exports/export-job.ts';
import '../modules/assets/thumbnail-job.ts';
import '../modules/assets/assignment-job.ts';
import '../modules/import-drops/drop-job.ts';
import '../modules/completion/recompute-job.ts';
import '../modules/completion/snapshot-job.ts';
import '../modules/feeds/feed-job.ts';

export {};
