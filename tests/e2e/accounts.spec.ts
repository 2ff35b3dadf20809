import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, startLocalSmtp, type LocalSmtp } from '../../src/server/testing/email';
import { useBrowser, openPage, screenshot, type VIEWPORTS } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let smtp: LocalSmtp;
const browser = useBrowser();

beforeAll(async () => {
  smtp = await startLocalSmtp();
  server = await startServer({ SMTP_URL: smtp.url, MAIL_FROM: 'SkyBound Travel <no-reply@skybound.test>' });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const stamp = Date.now().toString(36);
const ada = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `ada.${stamp}@example.com`,
  username: `ada_${stamp}`,
  password: 'first-pass',
};
const SECOND = 'Second-Passw0rd!';
const THIRD = 'Third-Passw0rd!!';

/** Console errors other than the one 401 a deliberately wrong password produces. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 401/.test(e));
const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: /^My Account: / }).click();
  await page.getByRole('menu').waitFor();
}

/** The sign-up page at `size`, drawn and pictured before anything is typed. */
async function openRegister(size: keyof typeof VIEWPORTS) {
  const opened = await openPage(browser(), size);
  await opened.page.goto(`${server.url}/register`);
  await opened.page.getByRole('heading', { name: 'Create an Account' }).waitFor();
  await screenshot(opened.page, `accounts-register-${size}`);
  return opened;
}

describe('accounts in the browser', () => {
  it('signs up, signs in, changes the password, signs out and signs in again (desktop)', async () => {
    const { context, page, errors } = await openRegister('desktop');

    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('You must accept the terms and privacy policy', { exact: true }).waitFor();
    await screenshot(page, 'accounts-register-errors-desktop');

    await page.getByLabel('First Name').fill(ada.firstName);
    await page.getByLabel('Last Name').fill(ada.lastName);
    await page.getByLabel('Email').fill(ada.email);
    await page.getByLabel('Username').fill(ada.username);
    await page.getByLabel('Password', { exact: true }).fill(ada.password);
    await page.getByLabel('Confirm Password').fill(ada.password);
    await page.getByRole('checkbox').click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Your account has been created. Please sign in.', { exact: true }).waitFor();
    expect(path(page)).toBe('/login');
    await screenshot(page, 'accounts-login-desktop');

    await signIn(page, ada.username, ada.password);
    await page.getByText('Login successful', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'My Account: Ada' }).waitFor();
    expect(path(page)).toBe('/');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'sid')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    await openAccountMenu(page);
    await screenshot(page, 'accounts-menu-desktop');

    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    await screenshot(page, 'accounts-settings-profile-desktop');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByLabel('Current Password').fill(ada.password);
    await page.getByLabel('New Password', { exact: true }).fill('too-short');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('New password must be at least 12 characters', { exact: true }).waitFor();
    await screenshot(page, 'accounts-settings-security-errors-desktop');
    await page.getByLabel('New Password', { exact: true }).fill(SECOND);
    await page.getByLabel('Confirm New Password').fill(SECOND);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Your password has been updated', { exact: true }).waitFor();
    await screenshot(page, 'accounts-settings-security-desktop');

    // Sign out: a full page load of /, the header back to Sign In / Sign Up.
    await openAccountMenu(page);
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Sign Out' }).click()]);
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(path(page)).toBe('/');
    expect((await context.cookies()).find((c) => c.name === 'sid')).toBeUndefined();

    // Account settings while signed out: to sign-in, and back after it.
    await page.goto(`${server.url}/account-settings`);
    await page.waitForURL('**/login?redirect=/account-settings');
    await signIn(page, ada.username, ada.password);
    await page.getByText('Invalid username or password', { exact: true }).waitFor();
    await screenshot(page, 'accounts-login-failed-desktop');
    await signIn(page, ada.username, SECOND);
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    expect(path(page)).toBe('/account-settings');

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('resets a forgotten password with the link e-mailed through SMTP (desktop)', async () => {
    const { context, page, errors } = await openPage(browser(), 'desktop');
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await screenshot(page, 'accounts-forgot-desktop');
    const before = smtp.received.length;
    await page.getByLabel('Email').fill(ada.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Check your email', { exact: true }).waitFor();
    await screenshot(page, 'accounts-forgot-sent-desktop');

    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    const link = /https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]{43}/.exec(decodeQuotedPrintable(mail?.raw ?? ''));
    expect(link?.[0].startsWith(server.url)).toBe(true);
    await page.goto(link?.[0] ?? '');
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await screenshot(page, 'accounts-reset-desktop');
    await page.getByLabel('New Password', { exact: true }).fill(THIRD);
    await page.getByLabel('Confirm New Password').fill(THIRD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Your password has been updated', { exact: true }).waitFor();
    expect(path(page)).toBe('/login');
    // The token rode in the fragment and the JSON body: no request line, so no log, ever held it.
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(link?.[0] ?? '')?.[1] ?? 'no token';
    expect(server.output()).not.toContain(token);
    await signIn(page, ada.username, THIRD);
    await page.getByRole('button', { name: 'My Account: Ada' }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the screens and the mobile menu at phone width, and signs out from the menu', async () => {
    const { context, page, errors } = await openRegister('phone');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByText('24/7 Support', { exact: true }).waitFor();
    await screenshot(page, 'accounts-mobile-menu-signed-out-phone');
    await page.getByRole('dialog').getByRole('link', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await screenshot(page, 'accounts-login-phone');

    await signIn(page, ada.username, THIRD);
    await page.getByText('Login successful', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByText(ada.email, { exact: true }).waitFor();
    await screenshot(page, 'accounts-mobile-menu-phone');

    await sheet.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    await screenshot(page, 'accounts-settings-profile-phone');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByText('Secure Password', { exact: true }).waitFor();
    await screenshot(page, 'accounts-settings-security-phone');

    await page.goto(`${server.url}/forgot-password`);
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await screenshot(page, 'accounts-forgot-phone');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click(),
    ]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Sign Up' }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
