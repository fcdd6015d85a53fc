/**
 * The address users and their customers reach Pimento at (`PIMENTO_PUBLIC_URL`), for what a job
 * writes into files (public media addresses). Set by `buildApp`; a `pimento worker` process
 * without it reads its environment, as the API would.
 */
import { loadConfig } from '../config.ts';

let configured: string | null = null;

export function configurePublicUrl(url: string): void {
  configured = url;
}

export function publicUrl(): string {
  configured ??= loadConfig(process.env).publicUrl;
  return configured;
}
