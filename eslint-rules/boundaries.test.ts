import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import project from './boundaries.js';

const linter = new Linter({ configType: 'flat' });

/** The rule's messages for `file` importing `from`. */
function lint(file: string, from: string) {
  return linter.verify(
    `import { x } from '${from}';`,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
        plugins: { project },
        rules: { 'project/boundaries': 'error' },
      },
    ],
    { filename: path.join(process.cwd(), 'lint-fixture', file) },
  );
}

describe('the boundaries lint rule', () => {
  it('refuses a client import of server code', () => {
    const messages = lint('src/client/lib/api.ts', '../../server/app');
    expect(messages[0]?.message).toMatch(/the client must not import server code/);
  });

  it('refuses a server import of client code', () => {
    const messages = lint('src/server/routes/a.ts', '../../client/lib/api');
    expect(messages[0]?.message).toMatch(/the server must not import client code/);
  });

  it('refuses one feature importing another, at any depth', () => {
    const messages = lint('src/client/features/search/parts/form.ts', '../../booking/steps');
    expect(messages[0]?.message).toMatch(/feature 'search' must not import feature 'booking'/);
  });

  it('refuses a service importing a route', () => {
    const messages = lint('src/server/services/booking/create.ts', '../../routes/bookings');
    expect(messages[0]?.message).toMatch(/server services must not import routes/);
  });

  it('refuses a shared import of either side', () => {
    expect(lint('src/shared/a.ts', '../server/app')).toHaveLength(1);
    expect(lint('src/shared/a.ts', '../client/lib/api')).toHaveLength(1);
  });

  it("refuses a deep import into a server domain's internals from outside the domain", () => {
    const fromRoute = lint('src/server/routes/bookings.ts', '../services/booking/store');
    expect(fromRoute[0]?.message).toMatch(/import the 'booking' domain through its entry \(services\/booking\)/);
    const fromDomain = lint('src/server/services/payments/service.ts', '../booking/store');
    expect(fromDomain[0]?.message).toMatch(/'booking' domain through its entry/);
    expect(lint('src/server/plugins/auth.ts', '../services/accounts/sessions.ts')).toHaveLength(1);
  });

  it.each<[string, [file: string, from: string][]]>([
    [
      "a domain's entry from anywhere on the server, and its internals from inside it and from tests",
      [
        ['src/server/routes/bookings.ts', '../services/booking'],
        ['src/server/routes/bookings.ts', '../services/booking/index'],
        ['src/server/services/booking/create.ts', './store'],
        ['src/server/services/booking/create.ts', '../payments'],
        ['src/server/routes/bookings.test.ts', '../services/booking/store'],
        ['src/server/testing/booking.ts', '../services/booking/store'],
      ],
    ],
    [
      'imports within a feature, from shared, lib and components',
      [
        ['src/client/features/search/form.ts', './parts/field'],
        ['src/client/features/search/form.ts', '../../../shared/routes'],
        ['src/client/features/search/form.ts', '../../components/ui/button'],
        ['src/server/routes/a.ts', '../services/mode'],
        ['src/server/routes/a.ts', '../../shared/routes'],
      ],
    ],
  ])('allows %s', (_what, imports) => {
    for (const [file, from] of imports) expect(lint(file, from), `${file} importing ${from}`).toEqual([]);
  });
});
