/**
 * What a feed's delivery needs from the process: the mailer (the platform's SMTP) and the public
 * URL its links start with. Set once by `buildApp` (and so for the worker that runs inside it); a
 * `pimento worker` process without it builds them from its environment on first use, as the
 * connectors' runtime does.
 */
import type { Config } from '../../config.ts';
import { loadConfig } from '../../config.ts';
import { createLogger } from '../../logger.ts';
import { createMailer, type Mailer } from '../../mail/mailer.ts';

export type FeedRuntime = { mailer: Mailer; publicUrl: string };

let runtime: FeedRuntime | null = null;

export function configureFeeds(settings: FeedRuntime): void {
  runtime = settings;
}

export function feedRuntime(): FeedRuntime {
  if (runtime !== null) return runtime;
  const config: Config = loadConfig(process.env);
  runtime = {
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger: createLogger(config.logLevel) }),
    publicUrl: config.publicUrl,
  };
  return runtime;
}
