// `npm run db:migrate`: applies the migrations to the configured database and exits.
// The server also does this at start; this is for deploy pipelines that migrate first.
import { loadConfig } from '../src/server/config';
import { databaseOptionsFromConfig, openDatabase } from '../src/server/db/client';
import { seedDefaults } from '../src/server/db/seed';

const config = loadConfig();
const database = openDatabase(databaseOptionsFromConfig(config));
await database.migrate();
await seedDefaults(database.db);
await database.close();
console.log(`Migrated the ${database.kind} database.`);
