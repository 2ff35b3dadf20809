import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { createMailer, expireOutboxBodies, OUTBOX_BODY_TTL_MS, SECRET_MASK, type OutgoingEmail } from './mailer';
import { decodeQuotedPrintable, freePortForTests, startLocalSmtp, type LocalSmtp } from '../../testing/email';
import { useTestDatabase } from '../../testing/database';

const database = useTestDatabase();
let smtp: LocalSmtp;
const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => warnings.push(args), error: (...args: unknown[]) => warnings.push(args) };

beforeAll(async () => {
  smtp = await startLocalSmtp();
});
afterAll(async () => {
  await smtp.close();
});

const message: OutgoingEmail = {
  kind: 'test',
  to: 'traveller@example.com',
  subject: 'Your trip',
  text: 'Hello from the outbox: https://flights.test/reset-password?token=abc',
};

const row = async (id: string) => {
  const [found] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return found;
};

const FROM = 'Flights <no-reply@flights.test>';

describe('the mailer', () => {
  it("keeps the message in the outbox with status 'kept' when no SMTP server is configured", async () => {
    const mailer = createMailer(database.db, { smtpUrl: undefined, mailFrom: undefined }, log, 'test');
    expect(mailer.delivers).toBe(false);
    const result = await mailer.send(message);
    expect(result.status).toBe('kept');
    expect(await row(result.id)).toMatchObject({
      status: 'kept',
      toAddress: 'traveller@example.com',
      subject: 'Your trip',
      textBody: message.text,
      kind: 'test',
      attempts: 0,
    });
  });

  it("delivers through a real SMTP server and marks the row 'sent'", async () => {
    const mailer = createMailer(database.db, { smtpUrl: smtp.url, mailFrom: FROM }, log, 'test');
    const before = smtp.received.length;
    const result = await mailer.send(message);
    expect(result.status).toBe('sent');
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail?.from).toBe('no-reply@flights.test');
    expect(mail?.to).toEqual(['traveller@example.com']);
    expect(mail?.raw).toContain('Subject: Your trip');
    expect(decodeQuotedPrintable(mail?.raw ?? '')).toContain('https://flights.test/reset-password?token=abc');
    const stored = await row(result.id);
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(stored?.sentAt).toBeInstanceOf(Date);
    mailer.close();
  });

  it('keeps no secret in the stored copy where it delivers, while the recipient gets it (R12)', async () => {
    const mailer = createMailer(database.db, { smtpUrl: smtp.url, mailFrom: 'no-reply@flights.test' }, log, 'test');
    const before = smtp.received.length;
    const secret = { ...message, text: 'Password: Hunter2-Secret!', secrets: ['Hunter2-Secret!'] };
    const result = await mailer.send(secret);
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(decodeQuotedPrintable(mail?.raw ?? '')).toContain('Password: Hunter2-Secret!');
    expect((await row(result.id))?.textBody).toBe(`Password: ${SECRET_MASK}`);
    mailer.close();
  });

  it('keeps secrets in the outbox only where it is the one copy, and never in production', async () => {
    const secret = { ...message, text: 'Password: Hunter2-Secret!', secrets: ['Hunter2-Secret!'] };
    const none = { smtpUrl: undefined, mailFrom: undefined };
    const kept = await createMailer(database.db, none, log, 'development').send(secret);
    expect((await row(kept.id))?.textBody).toBe('Password: Hunter2-Secret!');
    const live = await createMailer(database.db, none, log, 'production').send(secret);
    expect((await row(live.id))?.textBody).toBe(`Password: ${SECRET_MASK}`);
  });

  it('removes bodies older than 30 days and keeps the row', async () => {
    const mailer = createMailer(database.db, { smtpUrl: undefined, mailFrom: undefined }, log, 'test');
    const old = await mailer.send(message);
    const recent = await mailer.send(message);
    await database.db
      .update(emailOutbox)
      .set({ createdAt: new Date(Date.now() - OUTBOX_BODY_TTL_MS - 60_000) })
      .where(eq(emailOutbox.id, old.id));
    expect(await expireOutboxBodies(database.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await row(old.id)).toMatchObject({ textBody: '(removed after 30 days)', subject: message.subject });
    expect((await row(recent.id))?.textBody).toBe(message.text);
  });

  it("marks the row 'failed' with the reason when the SMTP server refuses, and does not throw", async () => {
    const refusing = await startLocalSmtp({ rejectWith: 'Mailbox unavailable' });
    const mailer = createMailer(database.db, { smtpUrl: refusing.url, mailFrom: 'no-reply@flights.test' }, log, 'test');
    const result = await mailer.send(message);
    expect(result.status).toBe('failed');
    const stored = await row(result.id);
    expect(stored).toMatchObject({ status: 'failed', attempts: 1 });
    expect(stored?.lastError).toContain('Mailbox unavailable');
    expect(warnings.length).toBeGreaterThan(0);
    mailer.close();
    await refusing.close();
  });

  it("marks the row 'failed' when no SMTP server answers at all", async () => {
    const port = await freePortForTests();
    const mailer = createMailer(
      database.db,
      { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'a@b.test' },
      log,
      'test',
    );
    const result = await mailer.send(message);
    expect(result.status).toBe('failed');
    expect((await row(result.id))?.lastError).toMatch(/ECONNREFUSED|connect/i);
    mailer.close();
  });

  it('drain() waits for deferred work to finish', async () => {
    const mailer = createMailer(database.db, { smtpUrl: undefined, mailFrom: undefined }, log, 'test');
    let done = false;
    mailer.defer(async () => {
      await new Promise((r) => setTimeout(r, 50));
      done = true;
    });
    expect(done).toBe(false);
    await mailer.drain();
    expect(done).toBe(true);
  });
});
