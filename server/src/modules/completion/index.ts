/**
 * What other modules use of completion (docs/completion.md): after writing products, their figures
 * rewritten in the same transaction; after changing what counts, the recomputation started.
 */
export { refreshFigures as refreshCompletion } from './engine.ts';
export { requestRecompute as requestCompletionRecompute } from './recompute-job.ts';
