import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
  }
}

/** A database URL on the same server, naming another database. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * On PostgreSQL, migrate once into a template database; each test file then copies it
 * (CREATE DATABASE ... TEMPLATE), which is far faster than migrating again.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB !== 'postgres') return;
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');

  const template = `fb_tmpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${template}"`);
  const database = openDatabase({ kind: 'postgres', url: withDatabase(url, template), poolSize: 2 });
  await database.migrate();
  await database.close();
  project.provide('pgTemplate', template);

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await admin.end();
  };
}
