/**
 * Vitest global setup for the end-to-end project: makes sure the production build is fresh,
 * starts the production server on a free port with a fresh DATA_DIR, and hands the URL and
 * the Chromium path to the specs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { ensureBuild } from '../../scripts/ensure-build.ts';
import { findOrInstallChromium, installHint } from '../../scripts/find-chromium.ts';
import { startServerProcess } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

export default async function setup(project: TestProject) {
  const chromium = await findOrInstallChromium();
  if (!chromium) throw new Error(installHint);
  ensureBuild();
  const server = await startServerProcess({ DEV_MAILBOX: '1', RATE_LIMITS: 'false' });
  project.provide('baseUrl', server.url);
  project.provide('chromiumPath', chromium);
  return async () => {
    await server.stop();
    // What the server logged (warnings and errors), for reading after a failed run.
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/e2e-server.log', server.output());
  };
}
