/**
 * Browser fixtures for the end-to-end specs: Debian's Chromium driven by playwright-core,
 * headless, with the flags this machine needs. Page errors and console errors are collected
 * so a spec can assert there were none.
 */
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { hydratedMark } from '../../rules/html-page.ts';
import { startServerProcess, type ServerProcess } from '../setup/server-process.ts';
import { startSmtpSink, type SmtpSink } from '../setup/smtp-sink.ts';

export const baseUrl = () => inject('baseUrl');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: inject('chromiumPath'),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

/** One browser for a spec file: launched before its tests, closed after them; call it for the browser. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser has not launched yet.');
    return browser;
  };
}

/**
 * A browser and the spec file's own server, started together before its tests (before the file's
 * own beforeAll, which may use them) and both closed after them.
 */
export function useBrowserAndServer(start: () => Promise<ServerProcess>): { browser: Browser; server: ServerProcess } {
  const run = {} as { browser: Browser; server: ServerProcess };
  beforeAll(async () => {
    [run.browser, run.server] = await Promise.all([launchBrowser(), start()]);
  }, 120_000);
  afterAll(async () => {
    await run.browser?.close();
    await run.server?.stop();
  });
  return run;
}

/**
 * A browser and the spec file's own server that mails through its own SMTP sink: the sink starts
 * first (the server's SMTP_URL) and closes after the server stops. `env` adds to the server's settings.
 */
export function useBrowserServerAndSink(env: Record<string, string> = {}): {
  browser: Browser;
  server: ServerProcess;
  sink: SmtpSink;
} {
  const run = {} as { browser: Browser; server: ServerProcess; sink: SmtpSink };
  beforeAll(async () => {
    run.sink = await startSmtpSink();
    [run.browser, run.server] = await Promise.all([
      launchBrowser(),
      startServerProcess({ AUTH_AUTOCONFIRM: 'true', RATE_LIMITS: 'false', SMTP_URL: run.sink.url, ...env }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await run.browser?.close();
    await run.server?.stop();
    await run.sink?.close();
  });
  return run;
}

/** Resolves once the page has hydrated (the root layout's performance mark, rules/html-page.ts). */
export function waitForHydration(page: Page): Promise<unknown> {
  return page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, hydratedMark);
}

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

export type TrackedPage = { page: Page; context: BrowserContext; errors: string[] };

export async function openPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; javaScriptEnabled?: boolean } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: options.viewport ?? viewports.desktop,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    // The browser reports the 404 status of the not-found page itself as a console error.
    if (/the server responded with a status of 404/.test(text)) return;
    errors.push(`console: ${text}`);
  });
  return { page, context, errors };
}

/**
 * The page's WCAG 2.2 AA violations (axe-core), within `include` (CSS selectors; the whole page
 * when none), each as "rule: help (targets)".
 */
export async function axeViolations(page: Page, ...include: string[]): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  for (const selector of include) builder = builder.include(selector);
  const result = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
