import { describe, expect, it } from 'vitest';
import { settings } from '../db/schema';
import { LIVE_MODE_KEY } from '../services/mode/mode';
import { createTestApp, useTestApp } from '../testing/app';

const t = useTestApp();

describe('GET /api/system/mode', () => {
  it('answers test mode when no admin has switched the site live', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/system/mode' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isLiveMode: false, mode: 'test' });
  });

  it('answers live mode from the settings table', async () => {
    await t.database.db.insert(settings).values({ key: LIVE_MODE_KEY, value: true });
    const res = await t.app.inject({ method: 'GET', url: '/api/system/mode' });
    expect(res.json()).toEqual({ isLiveMode: true, mode: 'live' });
    await t.database.db.delete(settings);
  });
});

describe('health', () => {
  it('GET /healthz answers 200 while the process is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /readyz with the database gone', () => {
  it('answers 503 NOT_READY, and /healthz still answers 200', async () => {
    const own = await createTestApp();
    await own.database.close();
    const ready = await own.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ error: 'NOT_READY', message: 'The database is not reachable.' });
    const health = await own.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    await own.close();
  });
});
