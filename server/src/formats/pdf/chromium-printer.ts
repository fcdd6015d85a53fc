/**
 * Prints HTML pages to PDF with Debian's Chromium through `playwright-core` (../shared/LIBRARIES.md:
 * designed pages; a document of more than ~500 pages grows superlinearly, so a catalogue is printed
 * in chunks and merged). One browser per run, launched on the first chunk and closed at the end.
 * The page gets its HTML with `setContent` from the worker itself: no URL of the suite is opened,
 * and JavaScript is off (the catalogue's HTML needs none, and a product's text must never run).
 */
import type { Browser } from 'playwright-core';

/** Where Chromium is: Debian's package by default (`PIMENTO_CHROMIUM` elsewhere). */
export const chromiumPath = (): string => process.env.PIMENTO_CHROMIUM ?? '/usr/bin/chromium';

const launchArgs = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--font-render-hinting=none'];

export type PdfPrinter = {
  /** Launches the browser now, ahead of the first print (a failure shows at that print). */
  warmUp(): void;
  print(html: string): Promise<Buffer>;
  close(): Promise<void>;
};

export function openPdfPrinter(): PdfPrinter {
  let browser: Promise<Browser> | null = null;
  const launched = () => {
    browser ??= import('playwright-core').then(({ chromium }) => chromium.launch({ executablePath: chromiumPath(), args: launchArgs }));
    return browser;
  };
  return {
    warmUp() {
      launched().catch(() => undefined);
    },
    async print(html) {
      const context = await (await launched()).newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        // Nothing from the network: images and fonts come inline (data URIs).
        await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
        await page.setContent(html, { waitUntil: 'load', timeout: 120_000 });
        return await page.pdf({ preferCSSPageSize: true, printBackground: true });
      } finally {
        await context.close();
      }
    },
    async close() {
      if (browser === null) return;
      const opened = browser;
      browser = null;
      await (await opened.catch(() => null))?.close();
    },
  };
}
