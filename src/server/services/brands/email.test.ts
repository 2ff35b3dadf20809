import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/database';
import { createBrandAdmin } from './admin';
import { brandInput } from '../../testing/brands';
import { createBrandCatalog } from './catalog';
import { createMailer } from '../email/mailer';
import { startLocalSmtp, type LocalSmtp } from '../../testing/email';

/* A brand's messages go out under its own name, from the site's one configured address. */

const database = useTestDatabase();
let smtp: LocalSmtp;
const log = { warn: () => undefined, error: () => undefined };
beforeAll(async () => {
  smtp = await startLocalSmtp();
  await createBrandAdmin(database.db, createBrandCatalog(database.db)).create(
    brandInput('sunny', { name: 'Sunny Skies' }),
    { userId: null },
  );
});
afterAll(async () => {
  await smtp.close();
});

const FROM = 'Flights <no-reply@flights.test>';

describe('the sender name of brand e-mails', () => {
  it.each([
    ['sunny', 'From: Sunny Skies <no-reply@flights.test>'],
    ['default', 'From: Flights <no-reply@flights.test>'],
    [undefined, 'From: Flights <no-reply@flights.test>'],
  ])('brand %s -> %s', async (brandId, header) => {
    const mailer = createMailer(database.db, { smtpUrl: smtp.url, mailFrom: FROM }, log, 'test');
    const before = smtp.received.length;
    const result = await mailer.send({ kind: 'test', to: 'a@example.com', subject: 'Hi', text: 'Hello', brandId });
    expect(result.status).toBe('sent');
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail?.from).toBe('no-reply@flights.test');
    expect(mail?.raw).toContain(header);
    mailer.close();
  });
});
