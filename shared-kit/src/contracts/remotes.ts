import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** The six federated remotes of the suite (ARCHITECTURE §1). */
export const remoteNameSchema = z.enum([
  'catalogue',
  'assets',
  'imports',
  'exports',
  'settings',
  'assistant',
]);
export type RemoteName = z.infer<typeof remoteNameSchema>;

/**
 * The deployment registry: which published version of each remote is live.
 * Written by `deploy/` (publish, switch), read by the server. Stored at `<dataDir>/remotes/registry.json`;
 * a published build lives at `<dataDir>/remotes/<name>/<version>/` and is served, immutable,
 * at `/remotes/<name>/<version>/`.
 */
export const remoteRegistrySchema = z.object({
  // Partial: a remote the registry does not list is served from its local build.
  remotes: z.partialRecord(
    remoteNameSchema,
    z.object({
      version: z.string().regex(/^[A-Za-z0-9._-]+$/),
      published_at: z.string(),
    }),
  ),
});
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;

/** One remote the signed-in user's company may load: `GET /api/remotes/`. */
export const enabledRemoteSchema = z.object({
  name: remoteNameSchema,
  version: z.string(),
  /** Absolute path of the remote's Module Federation manifest, e.g. `/remotes/catalogue/1.0.0-abc/mf-manifest.json`. */
  manifest_url: z.string(),
});
export type EnabledRemote = z.infer<typeof enabledRemoteSchema>;

/**
 * Where the browser reports its errors (a Sentry-compatible service: Sentry, GlitchTip), or null
 * when the operator set no DSN. The DSN's key is public by design: it only lets events in.
 */
export const browserErrorReportingSchema = z.object({
  dsn: z.string(),
  environment: z.string(),
  /** The suite's release (`pimento@<version>`); each event also names the remote and its version. */
  release: z.string(),
});
export type BrowserErrorReporting = z.infer<typeof browserErrorReportingSchema>;

export const enabledRemotesResponseSchema = z.object({ remotes: z.array(enabledRemoteSchema), error_reporting: browserErrorReportingSchema.nullable() });
export type EnabledRemotesResponse = z.infer<typeof enabledRemotesResponseSchema>;

/** The suite assembly's endpoint (docs/api.md, "Suite assembly"), declared once for the server and the shell. */
export const remotesApi = {
  /** The remotes this company may load (without a session, those of the public routes). */
  enabled: defineEndpoint({ method: 'GET', path: '/api/remotes/', response: enabledRemotesResponseSchema }),
};
