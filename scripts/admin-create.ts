// `npm run admin:create -- --username <name> [--email <address>]`: creates an admin account, or
// makes an existing account admin and sets its password. The password comes from ADMIN_PASSWORD
// or is asked for (hidden): never from the command line, where `ps` and shell history would keep it.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { databaseOptionsFromConfig, openDatabase } from '../src/server/db/client';
import { seedDefaults } from '../src/server/db/seed';
import { AdminSetupError, createOrResetAdmin } from '../src/server/services/accounts';

const USAGE = `Usage: npm run admin:create -- --username <name> [--email <address>]
The password is read from ADMIN_PASSWORD, or asked for. It needs 12 characters with an
uppercase and a lowercase letter, a number and a special character.`;

function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) {
    // Piped in (echo ... | npm run admin:create): the first line is the password.
    const rl = createInterface({ input: stdin });
    return new Promise((resolve) => {
      let answered = false;
      rl.once('line', (line) => {
        answered = true;
        rl.close();
        resolve(line);
      });
      rl.once('close', () => {
        if (!answered) resolve('');
      });
    });
  }
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003') process.exit(130);
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stdout.write('\n');
          resolve(value);
          return;
        }
        value = char === '\u007f' ? value.slice(0, -1) : value + char;
      }
    };
    stdin.on('data', onData);
  });
}

const { values } = parseArgs({
  options: { username: { type: 'string' }, email: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const username = values.username ?? process.env.ADMIN_USERNAME;
if (!username) {
  console.error(USAGE);
  process.exit(1);
}
let password = process.env.ADMIN_PASSWORD;
if (!password) {
  password = await askHidden('Password: ');
  const again = process.stdin.isTTY ? await askHidden('Password again: ') : password;
  if (password !== again) {
    console.error("Passwords don't match");
    process.exit(1);
  }
}

const config = loadConfig();
const database = openDatabase(databaseOptionsFromConfig(config));
try {
  await database.migrate();
  await seedDefaults(database.db);
  const outcome = await createOrResetAdmin(database.db, { username, password, email: values.email });
  const said = {
    created: `Created the admin account '${username}'.`,
    'password-reset': `Set a new password for '${username}' and signed it out everywhere.`,
    promoted: `'${username}' is now an admin.`,
    unchanged: `'${username}' is already an admin with this password.`,
  }[outcome];
  console.log(said);
} catch (error) {
  if (!(error instanceof AdminSetupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
