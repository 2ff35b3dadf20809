// `npm start`: builds the client and server when the build is missing or older than the
// sources, then runs the server in this process (so signals reach it directly).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, build, isBuildFresh } from './build.mjs';

process.env.NODE_ENV ??= 'production';

if (!isBuildFresh()) {
  console.log('The build is missing or stale: building the site first...');
  await build();
}

await import(pathToFileURL(path.join(ROOT, 'dist/server/main.js')).href);
