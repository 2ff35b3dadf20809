import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Test support that needs the build script, kept out of src/ so that no product room imports
 * scripts/. A built client as dist/ holds it, for tests of the page the server sends: client/index.html as
 * given and, with `prerender`, the real prerender module built from src/client/rendering/prerender.tsx
 * beside it (a few seconds: give the hook a longer timeout). Returns the client folder.
 */
export async function createClientDir(indexHtml: string, options: { prerender?: boolean } = {}): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fb-client-'));
  const clientDir = path.join(dir, 'client');
  mkdirSync(clientDir);
  writeFileSync(path.join(clientDir, 'index.html'), indexHtml);
  if (options.prerender) {
    // The module imports React and the rest by name, as dist/prerender does from the project.
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    // @ts-expect-error: a plain .mjs script without types
    const { buildPrerender } = (await import('../../scripts/build.mjs')) as {
      buildPrerender(outDir: string): Promise<void>;
    };
    await buildPrerender(path.join(dir, 'prerender'));
  }
  return clientDir;
}
