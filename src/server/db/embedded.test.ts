import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, prepareDatabase } from './client';

/* R44: the embedded database runs with small buffers, and its first start's files are made apart. */

describe.runIf(process.env.TEST_DB !== 'postgres')('the embedded database', () => {
  it('makes its files on a first start in a process of its own, then opens them with small buffers', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'fb-embedded-')), 'pglite');
    await prepareDatabase({ kind: 'pglite', dataDir });
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    // A second call finds the files and does nothing.
    await prepareDatabase({ kind: 'pglite', dataDir });

    const database = openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = async (query: ReturnType<typeof sql>) =>
        ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
      const settings = await rows(
        sql`select current_setting('shared_buffers') as buffers, current_setting('work_mem') as work`,
      );
      expect(settings[0]).toEqual({ buffers: '16MB', work: '2MB' });
      // Durability is not among what was traded: a commit is written to the files before it returns.
      const durable = await rows(sql`select current_setting('synchronous_commit') as commit`);
      expect(durable[0]).toEqual({ commit: 'on' });
    } finally {
      await database.close();
    }
  }, 120_000);
});
