import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_MESSAGES } from '../../shared/schemas/alerts';
import { ALERTS_PER_EMAIL, ALERTS_PER_IP } from '../services/alerts/rate-limit';
import { brands, emailOutbox, jobs, priceAlerts, settings } from '../db/schema';
import { CHECK_QUEUE } from '../services/alerts';
import { createAccountsTestApp, registerAndSignIn, type AccountsTestApp } from '../testing/accounts';
import { decodeQuotedPrintable, startLocalSmtp, type LocalSmtp } from '../testing/email';
import { daysFromNow } from '../testing/flights';

/*
 * R51: price alerts through the API, on the sandbox airline, with e-mail delivered to a real
 * local SMTP server (the one place the List-Unsubscribe headers can be read).
 */

let smtp: LocalSmtp;
let t: AccountsTestApp;
let app: FastifyInstance;

beforeAll(async () => {
  smtp = await startLocalSmtp();
  t = await createAccountsTestApp({
    providers: {
      duffelAccessToken: undefined,
      stripeSecretKey: undefined,
      smtpUrl: smtp.url,
      mailFrom: 'Flights <no-reply@flights.test>',
    },
    publicUrl: 'https://flights.test',
  });
  app = t.app;
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

const FALLING = { origin: 'BHX', destination: 'DUB' };
const STEADY = { origin: 'JFK', destination: 'LAX' };

function alertBody(route: { origin: string; destination: string }, extra: Record<string, unknown> = {}) {
  return { ...route, departureDate: daysFromNow(20), adultsCount: 1, cabinClass: 'economy', ...extra };
}

async function createAlert(cookie: string | undefined, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/alerts', payload: body, headers: cookie ? { cookie } : {} });
}

/** The falling route's query was "first searched" an hour ago: the next search is the cheaper one. */
async function firstSearchAnHourAgo() {
  await t.database.db
    .update(settings)
    .set({ value: Date.now() - 3_600_000 })
    .where(like(settings.key, 'sandbox.first_searched:%'));
}

async function runScheduledChecks() {
  await app.alerts.runNow();
  await app.jobs.drain();
  await app.mailer.drain();
}

const dropMailsTo = async (email: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'price_alert')));

describe('price alerts (R51)', () => {
  it('R51: an alert on a search whose departure has passed is refused with 422 {error, message}', async () => {
    const { cookie } = await registerAndSignIn(app);
    const res = await createAlert(cookie, alertBody(STEADY, { departureDate: daysFromNow(-3) }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: 'SEARCH_IN_PAST', message: ALERT_MESSAGES.searchInPast });
  });

  it('R51: bad input is a 400 naming the field; a visitor without an address is asked for one', async () => {
    const { cookie } = await registerAndSignIn(app);
    const bad = await createAlert(cookie, alertBody(STEADY, { dropKind: 'percent', dropValue: 95 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(ALERT_MESSAGES.dropPercent);
    const visitor = await createAlert(undefined, alertBody(STEADY));
    expect(visitor.statusCode).toBe(400);
    expect(visitor.json()).toMatchObject({ error: 'EMAIL_REQUIRED' });
  });

  it('R51: only the owner lists, pauses, resumes and deletes an alert', async () => {
    const owner = await registerAndSignIn(app);
    const other = await registerAndSignIn(app);
    const created = await createAlert(owner.cookie, alertBody(STEADY));
    expect(created.statusCode).toBe(201);
    const { id } = created.json().alert as { id: string };

    const mine = await app.inject({ method: 'GET', url: '/api/alerts', headers: { cookie: owner.cookie } });
    expect(mine.json().alerts.map((a: { id: string }) => a.id)).toEqual([id]);
    const theirs = await app.inject({ method: 'GET', url: '/api/alerts', headers: { cookie: other.cookie } });
    expect(theirs.json().alerts).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/alerts' })).statusCode).toBe(401);

    const pauseAsOther = await app.inject({
      method: 'PATCH',
      url: `/api/alerts/${id}`,
      payload: { status: 'paused' },
      headers: { cookie: other.cookie },
    });
    expect(pauseAsOther.statusCode).toBe(404);
    const deleteAsOther = await app.inject({
      method: 'DELETE',
      url: `/api/alerts/${id}`,
      headers: { cookie: other.cookie },
    });
    expect(deleteAsOther.statusCode).toBe(404);

    // The owner pauses it, then turns it back on.
    for (const status of ['paused', 'active']) {
      const changed = await app.inject({
        method: 'PATCH',
        url: `/api/alerts/${id}`,
        payload: { status },
        headers: { cookie: owner.cookie },
      });
      expect(changed.json()).toMatchObject({ id, status });
    }
    const deleted = await app.inject({ method: 'DELETE', url: `/api/alerts/${id}`, headers: { cookie: owner.cookie } });
    expect(deleted.statusCode).toBe(204);
    expect((await t.database.db.select().from(priceAlerts).where(eq(priceAlerts.id, id))).length).toBe(0);
  });

  it('R51: a price drop sends exactly one e-mail, with the search link and one-click unsubscribe headers', async () => {
    const { user, cookie } = await registerAndSignIn(app);
    const created = await createAlert(cookie, alertBody(FALLING, { dropKind: 'percent', dropValue: 10 }));
    expect(created.statusCode).toBe(201);
    const { id, baselineAmount } = created.json().alert as { id: string; baselineAmount: string };
    await firstSearchAnHourAgo();
    const before = smtp.received.length;

    await runScheduledChecks();
    await runScheduledChecks(); // the price is already the new baseline: nothing more to say

    const stored = await dropMailsTo(user.email);
    expect(stored).toHaveLength(1);
    await smtp.waitFor(before + 1);
    const mail = smtp.received.find((m) => m.to.includes(user.email) && m.raw.includes('Subject: Price drop'));
    expect(mail).toBeDefined();
    // Long header lines come folded (RFC 5322): unfolded, each is one line again.
    const raw = (mail?.raw ?? '').replace(/\r?\n[ \t]+/g, ' ');
    const header = /^List-Unsubscribe: <(https?:\/\/[^/]+\/api\/alerts\/unsubscribe\?token=[^>]+)>/m.exec(raw);
    expect(header?.[1]).toBeDefined();
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(decodeQuotedPrintable(mail?.raw ?? '')).toMatch(
      /See the flights: https?:\/\/\S+\/search\?origin=BHX&destination=DUB&/,
    );

    const [row] = await t.database.db.select().from(priceAlerts).where(eq(priceAlerts.id, id));
    expect(Number(row?.baselineMinor)).toBeLessThan(Number(baselineAmount.replace('.', '')));
    expect(row?.lastNotifiedAt).toBeInstanceOf(Date);

    // RFC 8058: the mail service POSTs to the header's address, with no session and from elsewhere.
    const url = new URL(header?.[1] ?? '');
    const unsubscribed = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json()).toEqual({ success: true, message: ALERT_MESSAGES.unsubscribed });
    const [after] = await t.database.db.select().from(priceAlerts).where(eq(priceAlerts.id, id));
    expect(after?.status).toBe('unsubscribed');
  });

  it('R51: a drop whose e-mail the mail server refused is e-mailed at the retry, once', async () => {
    const { user, cookie } = await registerAndSignIn(app);
    // A date of its own: the falling route is cheaper only after a query's first search.
    const falling = alertBody(FALLING, { dropKind: 'percent', dropValue: 10, departureDate: daysFromNow(23) });
    const created = await createAlert(cookie, falling);
    expect(created.statusCode).toBe(201);
    const { id } = created.json().alert as { id: string };
    const [before] = await t.database.db.select().from(priceAlerts).where(eq(priceAlerts.id, id));
    await firstSearchAnHourAgo();

    smtp.rejectWith('mailbox unavailable');
    try {
      await runScheduledChecks();
    } finally {
      smtp.rejectWith(undefined);
    }
    expect((await dropMailsTo(user.email)).map((m) => m.status)).toEqual(['failed']);
    // Nobody was told: the drop is still measured from the old price, and the check waits to retry.
    const [failed] = await t.database.db.select().from(priceAlerts).where(eq(priceAlerts.id, id));
    expect(failed?.baselineMinor).toBe(before?.baselineMinor);
    expect(failed?.lastNotifiedAt).toBeNull();
    const waiting = (await t.database.db.select().from(jobs).where(eq(jobs.queue, CHECK_QUEUE))).filter(
      (job) => job.payload.alertId === id && job.status === 'queued',
    );
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.lastError).toContain('could not be delivered');

    // The queue's backoff has passed: the retry e-mails the drop, and later runs say nothing more.
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.id, waiting[0]?.id ?? -1));
    await app.jobs.drain();
    await runScheduledChecks();
    expect((await dropMailsTo(user.email)).map((m) => m.status).sort()).toEqual(['failed', 'sent']);
    const [sent] = await t.database.db.select().from(priceAlerts).where(eq(priceAlerts.id, id));
    expect(Number(sent?.baselineMinor)).toBeLessThan(Number(before?.baselineMinor));
    expect(sent?.lastNotifiedAt).toBeInstanceOf(Date);
  });

  it('R51: an alert stored in the old search shape is still listed, checked and e-mailed with the same link', async () => {
    const { user, cookie } = await registerAndSignIn(app);
    const departureDate = daysFromNow(26);
    const created = await createAlert(cookie, alertBody(FALLING, { departureDate, dropValue: 10 }));
    expect(created.statusCode).toBe(201);
    const { id } = created.json().alert as { id: string };
    const legacy = {
      ...FALLING,
      departureDate,
      cabinClass: 'economy',
      adults: 1,
      children: 0,
      infants: 0,
    };
    await t.database.db.update(priceAlerts).set({ search: legacy }).where(eq(priceAlerts.id, id));
    const link =
      `/search?origin=BHX&destination=DUB&departureDate=${departureDate}&tripType=one-way&cabinClass=economy` +
      '&adultsCount=1&childrenCount=0&infantsCount=0';

    const listed = await app.inject({ method: 'GET', url: '/api/alerts', headers: { cookie } });
    expect(listed.json().alerts).toEqual([
      expect.objectContaining({ id, origin: 'BHX', destination: 'DUB', departureDate, searchPath: link }),
    ]);
    await firstSearchAnHourAgo();
    await runScheduledChecks();
    const [mail] = await dropMailsTo(user.email);
    expect(mail?.status).toBe('sent');
    expect(mail?.subject).toMatch(/^Price drop: BHX to DUB now from /);
    expect(mail?.textBody).toMatch(
      new RegExp(`^See the flights: https?://[^/\\s]+${link.replace(/[?]/g, '\\?')}$`, 'm'),
    );
  });

  it('R51: no e-mail when the price does not drop', async () => {
    const { user, cookie } = await registerAndSignIn(app);
    const created = await createAlert(cookie, alertBody(STEADY));
    expect(created.statusCode).toBe(201);
    await runScheduledChecks();
    expect(await dropMailsTo(user.email)).toHaveLength(0);
    const [row] = await t.database.db
      .select()
      .from(priceAlerts)
      .where(eq(priceAlerts.id, created.json().alert.id as string));
    expect(row?.lastPriceMinor).toBe(row?.baselineMinor);
  });

  it('R51: a forged or altered unsubscribe token gets a clear 400 and changes nothing', async () => {
    const { cookie } = await registerAndSignIn(app);
    const { id } = (await createAlert(cookie, alertBody(STEADY))).json().alert as { id: string };
    for (const token of [`${id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`, 'nonsense', `${id}`]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'INVALID_TOKEN', message: ALERT_MESSAGES.invalidToken });
    }
    const [row] = await t.database.db.select().from(priceAlerts).where(eq(priceAlerts.id, id));
    expect(row?.status).toBe('active');
  });

  it("R51: a visitor's alert waits for the e-mailed link, which turns it on", async () => {
    const email = `visitor-${Date.now()}@example.com`;
    const res = await createAlert(undefined, alertBody(STEADY, { email }));
    expect(res.statusCode).toBe(201);
    expect(res.json().alert.status).toBe('unconfirmed');
    await app.mailer.drain();
    const [confirm] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'price_alert_confirm')));
    expect(confirm).toBeDefined();
    const { signAlertToken } = await import('../services/alerts/tokens');
    const token = signAlertToken(t.app.config.sessionSecret, 'confirm', res.json().alert.id as string);
    // A mail scanner opening the link confirms nothing: the page's button does (a POST).
    const opened = await app.inject({ method: 'GET', url: `/api/alerts/confirm?token=${token}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain(`action="/api/alerts/confirm?token=${token}"`);
    const [waiting] = await t.database.db.select().from(priceAlerts).where(eq(priceAlerts.email, email));
    expect(waiting?.status).toBe('unconfirmed');
    const post = (url: string) => app.inject({ method: 'POST', url });
    const forged = await post(`/api/alerts/confirm?token=${token}x`);
    expect(forged.statusCode).toBe(400);
    const confirmed = await post(`/api/alerts/confirm?token=${token}`);
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toContain('/search?origin=JFK&destination=LAX');
    const [row] = await t.database.db.select().from(priceAlerts).where(eq(priceAlerts.email, email));
    expect(row?.status).toBe('active');
  });

  it("R56: visitors' alerts are limited per client address and per e-mail address: 429 {error, message}", async () => {
    const fromAddress = (remoteAddress: string, email: string) =>
      app.inject({ method: 'POST', url: '/api/alerts', payload: alertBody(STEADY, { email }), remoteAddress });
    const stamp = Date.now();
    for (let i = 0; i < ALERTS_PER_IP; i++) {
      expect((await fromAddress('203.0.113.56', `ip-${stamp}-${i}@example.com`)).statusCode).toBe(201);
    }
    const refused = await fromAddress('203.0.113.56', `ip-${stamp}-last@example.com`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'TOO_MANY_REQUESTS', message: ALERT_MESSAGES.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const none = await t.database.db
      .select()
      .from(priceAlerts)
      .where(eq(priceAlerts.email, `ip-${stamp}-last@example.com`));
    expect(none).toHaveLength(0);

    // One address, typed in from many places: its owner gets a few confirmation e-mails, no more.
    const target = `Target-${stamp}@example.com`;
    for (let i = 0; i < ALERTS_PER_EMAIL; i++) {
      expect((await fromAddress(`198.51.100.${i + 1}`, target)).statusCode).toBe(201);
    }
    const again = await fromAddress('198.51.100.200', target.toLowerCase());
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });

    // A signed-in traveller's alerts e-mail no one new: counted by the 50 live alerts alone.
    const { cookie } = await registerAndSignIn(app);
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/alerts',
      payload: alertBody(STEADY),
      headers: { cookie },
      remoteAddress: '203.0.113.56',
    });
    expect(signedIn.statusCode).toBe(201);
  });

  it('R51: an alert ends once its departure date has passed, and is checked no more', async () => {
    const { cookie } = await registerAndSignIn(app);
    const { id } = (await createAlert(cookie, alertBody(STEADY, { departureDate: daysFromNow(2) }))).json().alert as {
      id: string;
    };
    const real = app.alerts.clock;
    app.alerts.clock = () => new Date(Date.now() + 4 * 86_400_000);
    try {
      await runScheduledChecks();
    } finally {
      app.alerts.clock = real;
    }
    const [row] = await t.database.db.select().from(priceAlerts).where(eq(priceAlerts.id, id));
    expect(row?.status).toBe('ended');
    const checks = await t.database.db.select().from(jobs).where(eq(jobs.queue, CHECK_QUEUE));
    expect(checks.some((job) => job.payload.alertId === id && job.status !== 'done')).toBe(false);
    const resume = await app.inject({
      method: 'PATCH',
      url: `/api/alerts/${id}`,
      payload: { status: 'active' },
      headers: { cookie },
    });
    expect(resume.statusCode).toBe(409);
  });

  it("R51: a run queues no more checks than the brand's budget of airline searches", async () => {
    const { cookie } = await registerAndSignIn(app);
    for (const days of [40, 41, 42]) {
      const res = await createAlert(cookie, alertBody(STEADY, { departureDate: daysFromNow(days) }));
      expect(res.statusCode).toBe(201);
    }
    await t.database.db.update(brands).set({ alertSearchBudget: 2 }).where(eq(brands.id, 'default'));
    try {
      await app.alerts.runNow();
      expect(await app.jobs.runOne()).toBe(true); // the run itself
      const queued = await t.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.queue, CHECK_QUEUE), eq(jobs.status, 'queued')));
      expect(queued).toHaveLength(2);
      await app.jobs.drain();
    } finally {
      await t.database.db.update(brands).set({ alertSearchBudget: null }).where(eq(brands.id, 'default'));
    }
  });
});
