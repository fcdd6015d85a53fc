import path from 'node:path';

/** Where the running server listens for operator commands: in its data folder, reachable by its user only. */
export function adminSocketPath(dataDir: string): string {
  return path.join(dataDir, 'admin.sock');
}
