import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import project from './boundaries.js';

const linter = new Linter({ configType: 'flat' });

function lint(file: string, source: string) {
  return linter.verify(
    source,
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
    const messages = lint('src/client/lib/api.ts', "import { x } from '../../server/app';");
    expect(messages[0]?.message).toMatch(/the client must not import server code/);
  });

  it('refuses a server import of client code', () => {
    const messages = lint('src/server/routes/a.ts', "import { x } from '../../client/lib/api';");
    expect(messages[0]?.message).toMatch(/the server must not import client code/);
  });

  it('refuses a shared import of either side', () => {
    expect(lint('src/shared/a.ts', "import { x } from '../server/app';")).toHaveLength(1);
    expect(lint('src/shared/a.ts', "import { x } from '../client/lib/api';")).toHaveLength(1);
  });

  it('refuses one feature importing another, at any depth', () => {
    const messages = lint('src/client/features/search/parts/form.ts', "import { x } from '../../booking/steps';");
    expect(messages[0]?.message).toMatch(/feature 'search' must not import feature 'booking'/);
  });

  it('refuses a service importing a route', () => {
    const messages = lint('src/server/services/booking/create.ts', "import { x } from '../../routes/bookings';");
    expect(messages[0]?.message).toMatch(/server services must not import routes/);
  });

  it("refuses a deep import into a server domain's internals from outside the domain", () => {
    const fromRoute = lint('src/server/routes/bookings.ts', "import { x } from '../services/booking/store';");
    expect(fromRoute[0]?.message).toMatch(/import the 'booking' domain through its entry \(services\/booking\)/);
    const fromDomain = lint('src/server/services/payments/service.ts', "import { x } from '../booking/store';");
    expect(fromDomain[0]?.message).toMatch(/'booking' domain through its entry/);
    const fromPlugin = lint('src/server/plugins/auth.ts', "import { x } from '../services/accounts/sessions.ts';");
    expect(fromPlugin).toHaveLength(1);
  });

  it("allows a domain's entry from anywhere on the server, and its internals from inside it and from tests", () => {
    expect(lint('src/server/routes/bookings.ts', "import { x } from '../services/booking';")).toEqual([]);
    expect(lint('src/server/routes/bookings.ts', "import { x } from '../services/booking/index';")).toEqual([]);
    expect(lint('src/server/services/booking/create.ts', "import { x } from './store';")).toEqual([]);
    expect(lint('src/server/services/booking/create.ts', "import { x } from '../payments';")).toEqual([]);
    expect(lint('src/server/routes/bookings.test.ts', "import { x } from '../services/booking/store';")).toEqual([]);
    expect(lint('src/server/testing/booking.ts', "import { x } from '../services/booking/store';")).toEqual([]);
  });

  it('allows imports within a feature, from shared, lib and components', () => {
    expect(lint('src/client/features/search/form.ts', "import { x } from './parts/field';")).toEqual([]);
    expect(lint('src/client/features/search/form.ts', "import { x } from '../../../shared/routes';")).toEqual([]);
    expect(lint('src/client/features/search/form.ts', "import { x } from '../../components/ui/button';")).toEqual([]);
    expect(lint('src/server/routes/a.ts', "import { x } from '../services/mode';")).toEqual([]);
    expect(lint('src/server/routes/a.ts', "import { x } from '../../shared/routes';")).toEqual([]);
  });
});
