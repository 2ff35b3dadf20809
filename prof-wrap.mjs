import inspector from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
const session = new inspector.Session();
session.connect();
await session.post('Profiler.enable');
process.on('SIGUSR2', () => void session.post('Profiler.start'));
process.on('SIGINT', async () => {
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(process.env.PROF_OUT, JSON.stringify(profile));
  process.exit(0);
});
await import('./dist/server/main.js');
