import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `End-to-end tests need Chromium at ${CHROMIUM_PATH}: install it with 'apt-get install -y chromium' ` +
        'or point CHROMIUM_PATH at another Chromium build.',
    );
  }
  // One proxy hop trusted: each test page says its own visitor address (browser.ts openPage).
  const server = await startServer({ TRUST_PROXY: '1' });
  project.provide('baseUrl', server.url);
  return async () => {
    const code = await server.stop();
    if (code !== 0) throw new Error(`The server did not shut down cleanly (exit ${code}):\n${server.output()}`);
  };
}
