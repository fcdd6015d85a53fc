import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AssetUploadQuery } from '@pimento/shared-kit/contracts/assets';
import { assetKeys } from '../../../api/query-keys';
import { uploadAsset } from '@pimento/shared-kit/client/upload-asset';

/** One file of a drop or a pick, as its progress line shows it. */
export type AssetUpload = {
  key: number;
  name: string;
  size: number;
  fraction: number;
  state: 'waiting' | 'sending' | 'done' | 'refused';
  /** The server's refusal (or the network's), translated where it is shown. */
  error?: unknown;
};

/** Files sent at once: more would only share the same line and delay the first tiles. */
const parallelUploads = 2;

/**
 * Sends files one per request (the server takes one file a request), two at a time, and keeps a
 * line per file: its progress, then done or the reason it was refused. Each file is independent:
 * one refused leaves the others going.
 */
export function useAssetUploads() {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<AssetUpload[]>([]);
  const nextKey = useRef(1);

  const change = (key: number, patch: Partial<AssetUpload>) => setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)));

  const send = useCallback(
    async (files: readonly File[], target: Partial<AssetUploadQuery>) => {
      const queued = files.map((file) => ({ file, key: nextKey.current++ }));
      // Built now: the state updater runs later, when the workers below have already taken files off the queue.
      const lines = queued.map(({ file, key }): AssetUpload => ({ key, name: file.name, size: file.size, fraction: 0, state: 'waiting' }));
      setUploads((list) => [...list, ...lines]);
      const worker = async () => {
        for (let item = queued.shift(); item; item = queued.shift()) {
          const { file, key } = item;
          change(key, { state: 'sending' });
          try {
            await uploadAsset(file, target, (progress) => change(key, { fraction: progress.fraction }));
            change(key, { state: 'done', fraction: 1 });
            void queryClient.invalidateQueries({ queryKey: assetKeys.all });
          } catch (error) {
            change(key, { state: 'refused', error });
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(parallelUploads, queued.length) }, worker));
    },
    [queryClient],
  );

  const clearFinished = useCallback(() => setUploads((list) => list.filter((upload) => upload.state === 'waiting' || upload.state === 'sending')), []);

  return { uploads, send, clearFinished };
}
