import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '../../shared/brand';
import { CONTACT_MESSAGES } from '../../shared/schemas/contact';
import { brands, contactMessages, emailOutbox } from '../db/schema';
import { CONTACT_LIMIT } from '../services/contact/rate-limit';
import { decodeQuotedPrintable, startLocalSmtp, type LocalSmtp } from '../testing/email';
import { createTestApp, testConfig, type TestApp } from '../testing/app';
import { contactMessage } from '../testing/contact';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let ipCounter = 0;
/** Each test from its own address, so the rate limit only bites where a test means it to. */
const freshIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const send = (app: TestApp['app'], payload: object, ip = freshIp(), headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: ip, headers });

describe('POST /api/contact', () => {
  it('stores the message and answers 201 with a CM- reference and the response-time promise', async () => {
    const res = await send(t.app, contactMessage());
    expect(res.statusCode).toBe(201);
    const body = res.json<{ success: boolean; reference: string; message: string }>();
    expect(body.success).toBe(true);
    expect(body.reference).toMatch(/^CM-[2-9A-HJKMNP-Z]{6}$/);
    expect(body.message).toBe(
      `Thank you, we have received your message. Your reference is ${body.reference}. ` +
        'Our team answers in under 5 minutes on average during office hours (Mon-Fri 9AM-6PM EST) and within 24 hours ' +
        `at the latest. If you travel within the next 24 hours, please call us 24/7 on ${DEFAULT_BRAND.contact.phone}.`,
    );
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.reference, body.reference));
    expect(row).toMatchObject({
      brandId: 'default',
      firstName: 'Amelia',
      lastName: 'Hart',
      email: 'amelia.hart@example.com',
      phone: '+44 20 7946 0958',
      subject: 'modification',
      bookingRef: 'AB12CD34',
      priority: 'high',
      preferredContact: 'both',
    });
    expect(row?.consentAt).toBeInstanceOf(Date);
  });

  it("e-mails the brand's support address (reply-to the sender) and acknowledges the sender with the reference", async () => {
    const res = await send(t.app, contactMessage({ email: 'outbox.check@example.com' }));
    const { reference } = res.json<{ reference: string }>();
    await t.app.mailer.drain();
    const mails = await t.database.db.select().from(emailOutbox);
    const desk = mails.find((m) => m.kind === 'contact_message' && m.subject.includes(reference));
    const ack = mails.find((m) => m.kind === 'contact_acknowledgement' && m.toAddress === 'outbox.check@example.com');
    expect(desk).toMatchObject({ toAddress: DEFAULT_BRAND.contact.email, status: 'kept', brandId: 'default' });
    expect(desk?.subject).toBe(`${reference}: Change an existing booking - Amelia Hart`);
    expect(desk?.textBody).toContain('Reply to: outbox.check@example.com');
    expect(desk?.textBody).toContain('Priority: High - travel within 72 hours');
    expect(desk?.textBody).toContain('Booking reference: AB12CD34');
    expect(desk?.textBody).toContain('I would like to move my return flight');
    expect(ack?.subject).toBe(`We received your message (${reference})`);
    expect(ack?.textBody).toContain(`Your reference is ${reference}`);
  });

  it("sends to the resolved brand's own support address and stores the brand", async () => {
    await t.database.db.insert(brands).values({
      id: 'acme.travel',
      name: 'Acme Travel',
      domains: ['acme.travel'],
      contact: { email: 'help@acme.travel', phone: '+1 555 0100 200', address: '1 Main St' },
    });
    t.app.brands.catalog.invalidate();
    const res = await send(t.app, contactMessage({ email: 'acme.customer@example.com' }), freshIp(), {
      host: 'www.acme.travel',
    });
    expect(res.statusCode).toBe(201);
    const { reference, message } = res.json<{ reference: string; message: string }>();
    expect(message).toContain('call us 24/7 on +1 555 0100 200');
    await t.app.mailer.drain();
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.reference, reference));
    expect(row?.brandId).toBe('acme.travel');
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.brandId, 'acme.travel'));
    expect(mails.map((m) => [m.kind, m.toAddress]).sort()).toEqual([
      ['contact_acknowledgement', 'acme.customer@example.com'],
      ['contact_message', 'help@acme.travel'],
    ]);
    expect(mails.find((m) => m.kind === 'contact_acknowledgement')?.textBody).toContain(
      'Thank you for contacting Acme Travel',
    );
  });

  it('marks an emergency urgent in the subject the desk sees', async () => {
    const res = await send(
      t.app,
      contactMessage({ subject: 'emergency', priority: 'urgent', email: 'urgent@example.com' }),
    );
    const { reference } = res.json<{ reference: string }>();
    await t.app.mailer.drain();
    const all = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'contact_message'));
    expect(all.find((m) => m.subject.includes(reference))?.subject).toBe(
      `[URGENT] ${reference}: Emergency travel assistance - Amelia Hart`,
    );
  });

  it('accepts the optional fields empty or absent', async () => {
    const res = await send(t.app, contactMessage({ phone: '', bookingRef: '', preferredContact: 'email' }));
    expect(res.statusCode).toBe(201);
    const { phone: _p, bookingRef: _b, ...rest } = contactMessage({ preferredContact: 'email' });
    expect((await send(t.app, rest)).statusCode).toBe(201);
  });
});

describe('POST /api/contact: validation (the same schema as the form)', () => {
  const fieldMessage = async (payload: object, field: string) => {
    const res = await send(t.app, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: string; fields: { path: string; message: string }[] }>();
    expect(body.error).toBe('VALIDATION_ERROR');
    return body.fields.find((f) => f.path === `body.${field}`)?.message;
  };

  it.each([
    ['firstName', { firstName: '  ' }, CONTACT_MESSAGES.firstName],
    ['lastName', { lastName: '' }, CONTACT_MESSAGES.lastName],
    ['firstName', { firstName: 'Amelia\r\nBcc: x@example.com' }, CONTACT_MESSAGES.nameCharacters],
    ['email', { email: '' }, CONTACT_MESSAGES.emailRequired],
    ['email', { email: 'amelia@' }, CONTACT_MESSAGES.email],
    ['phone', { phone: 'call me' }, CONTACT_MESSAGES.phone],
    ['subject', { subject: '' }, CONTACT_MESSAGES.subject],
    ['subject', { subject: 'lottery' }, CONTACT_MESSAGES.subject],
    ['bookingRef', { bookingRef: 'AB12' }, CONTACT_MESSAGES.bookingRef],
    ['bookingRef', { bookingRef: 'AB-1234' }, CONTACT_MESSAGES.bookingRef],
    ['priority', { priority: 'asap' }, CONTACT_MESSAGES.priority],
    ['message', { message: '' }, CONTACT_MESSAGES.messageRequired],
    ['message', { message: 'Nineteen characters' }, 'Minimum 20 characters required'],
    ['message', { message: `${'x'.repeat(19)}                ` }, 'Minimum 20 characters required'],
    ['message', { message: 'x'.repeat(5001) }, CONTACT_MESSAGES.messageLong],
    ['preferredContact', { preferredContact: 'fax' }, CONTACT_MESSAGES.preferredContact],
    ['consent', { consent: false }, CONTACT_MESSAGES.consent],
    ['consent', { consent: 'yes' }, CONTACT_MESSAGES.consent],
  ])('refuses a bad %s: %j', async (field, overrides, message) => {
    expect(await fieldMessage(contactMessage(overrides), field)).toBe(message);
  });

  it('requires consent when the box is left out entirely', async () => {
    const { consent: _c, ...withoutConsent } = contactMessage();
    expect(await fieldMessage(withoutConsent, 'consent')).toBe(CONTACT_MESSAGES.consent);
  });

  it('needs a phone number when the sender asks to be called', async () => {
    expect(await fieldMessage(contactMessage({ phone: '', preferredContact: 'phone' }), 'phone')).toBe(
      CONTACT_MESSAGES.phoneNeeded,
    );
  });

  it('takes exactly 20 characters and exactly 5000', async () => {
    expect((await send(t.app, contactMessage({ message: 'x'.repeat(20) }))).statusCode).toBe(201);
    expect((await send(t.app, contactMessage({ message: 'x'.repeat(5000) }))).statusCode).toBe(201);
  });

  it('stores nothing for a refused message', async () => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    await send(t.app, contactMessage({ consent: false }));
    expect((await t.database.db.select().from(contactMessages)).length).toBe(before);
  });
});

describe('POST /api/contact: abuse', () => {
  it(`allows ${CONTACT_LIMIT} messages per address in 10 minutes, then answers 429 {error, message}`, async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < CONTACT_LIMIT; i++) expect((await send(t.app, contactMessage(), ip)).statusCode).toBe(201);
    const refused = await send(t.app, contactMessage(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'TOO_MANY_MESSAGES',
      message:
        'You have sent several messages in a short time. Please wait a few minutes before sending another, or call us.',
    });
    // Another address is not affected.
    expect((await send(t.app, contactMessage(), '10.99.0.2')).statusCode).toBe(201);
  });

  it('refuses a cross-site submission (CSRF) before anything is stored', async () => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    const res = await send(t.app, contactMessage(), freshIp(), { origin: 'https://evil.example', host: 'localhost' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'CSRF' });
    expect((await t.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it('accepts a same-site submission with an Origin header', async () => {
    const res = await send(t.app, contactMessage(), freshIp(), { origin: 'http://localhost', host: 'localhost' });
    expect(res.statusCode).toBe(201);
  });
});

describe('POST /api/contact through SMTP', () => {
  let smtp: LocalSmtp;
  let s: TestApp;
  beforeAll(async () => {
    smtp = await startLocalSmtp();
    const { providers } = testConfig();
    s = await createTestApp({ providers: { ...providers, smtpUrl: smtp.url, mailFrom: 'SkyBound <no-reply@x.test>' } });
  });
  afterAll(async () => {
    await s.close();
    await smtp.close();
  });

  it('delivers the desk copy with Reply-To the sender, and the acknowledgement, both marked sent', async () => {
    const res = await send(s.app, contactMessage({ email: 'smtp.sender@example.com' }));
    const { reference } = res.json<{ reference: string }>();
    await smtp.waitFor(2);
    await s.app.mailer.drain();
    const [desk, ack] = smtp.received;
    expect(desk?.to).toEqual([DEFAULT_BRAND.contact.email]);
    expect(desk?.raw).toMatch(/^Reply-To: smtp\.sender@example\.com\r?$/im);
    expect(decodeQuotedPrintable(desk?.raw ?? '')).toContain(`Reference: ${reference}`);
    expect(ack?.to).toEqual(['smtp.sender@example.com']);
    expect(decodeQuotedPrintable(ack?.raw ?? '')).toContain(`Your reference is ${reference}`);
    const rows = await s.database.db.select().from(emailOutbox);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
  });
});

describe('content security policy for the consented tags (R15)', () => {
  it("lets gtag.js load and report from Google's hosts, still with no inline script", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toContain('https://www.googletagmanager.com');
    expect(directive('script-src')).not.toContain('unsafe-inline');
    // A known CSP bypass host (JSONP): reported to, never loaded from.
    expect(directive('script-src')).not.toContain('https://www.google.com');
    expect(directive('connect-src')).toContain('https://www.google.com');
    expect(directive('connect-src')).toContain('https://*.google-analytics.com');
    expect(directive('img-src')).toContain('https:');
  });
});
