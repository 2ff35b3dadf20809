import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goHome } from '../../features/account/lib/go-home';
import { ADA, fakeApi, renderRoutes } from '../../features/account/testing';
import { onAnalyticsEvent, type AnalyticsEvent } from '../../lib/analytics';
import { BrandProvider } from '../../lib/brand';
import { SiteLayout } from './site-layout';

// jsdom cannot load pages; the spec's full page load of / is checked by the e2e test.
vi.mock('../../features/account/lib/go-home', () => ({ goHome: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(goHome).mockClear();
});

const shell = (
  <BrandProvider>
    <SiteLayout />
  </BrandProvider>
);
const renderShell = () => renderRoutes('/', [{ path: '/', element: shell }]);
const signedInAs = (user: typeof ADA) => fakeApi({ 'GET /api/auth/user': { status: 200, body: user } });

describe('the header account area', () => {
  it('offers Sign In and Sign Up when signed out', async () => {
    fakeApi({});
    renderShell();
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
  });

  it("shows the first name's letter and the first name, and the 'My Account' menu without Admin Panel", async () => {
    signedInAs(ADA);
    renderShell();
    const trigger = await screen.findByRole('button', { name: 'My Account: Ada' });
    expect(within(trigger).getByText('A')).toBeInTheDocument();
    expect(within(trigger).getByText('Ada')).toBeInTheDocument();
    await userEvent.setup().click(trigger);
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('My Account')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/account-settings');
    expect(within(menu).getByRole('menuitem', { name: 'My Trips' })).toHaveAttribute('href', '/my-trips');
    expect(within(menu).queryByRole('menuitem', { name: 'Admin Panel' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('falls back to the username when there is no first name, and shows Admin Panel to admins', async () => {
    signedInAs({ ...ADA, firstName: '', username: 'root', isAdmin: true });
    renderShell();
    const trigger = await screen.findByRole('button', { name: 'My Account: root' });
    expect(within(trigger).getByText('R')).toBeInTheDocument();
    await userEvent.setup().click(trigger);
    expect(screen.getByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin-settings');
  });

  it('signs out with an empty JSON body, then loads / afresh', async () => {
    const calls = fakeApi({
      'GET /api/auth/user': { status: 200, body: ADA },
      'POST /api/auth/logout': { status: 200, body: { success: true, message: 'Logged out' } },
    });
    renderShell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'My Account: Ada' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(goHome).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.path === '/api/auth/logout')).toMatchObject({ method: 'POST', body: {} });
  });

  it('stays put and only logs when sign-out fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeApi({
      'GET /api/auth/user': { status: 200, body: ADA },
      'POST /api/auth/logout': { status: 500, body: { error: 'INTERNAL_ERROR', message: 'Down' } },
    });
    renderShell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'My Account: Ada' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(goHome).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('the mobile menu', () => {
  it('repeats the nav links and adds the account block with the e-mail and the 24/7 support phone', async () => {
    signedInAs(ADA);
    renderShell();
    await screen.findByRole('button', { name: 'My Account: Ada' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const nav = within(sheet).getByRole('navigation', { name: 'Mobile' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Flights', 'My Trips', 'Contact']);
    expect(within(sheet).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/account-settings');
    expect(within(sheet).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(sheet).getByText('24/7 Support')).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: '+1 (888) 555-0142' })).toHaveAttribute('href', 'tel:+18885550142');
  });

  it("reports its 24/7 phone as the header's phone_call event", async () => {
    fakeApi({});
    const events: AnalyticsEvent[] = [];
    const stop = onAnalyticsEvent((event) => events.push(event));
    renderShell();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const phone = within(sheet).getByRole('link', { name: '+1 (888) 555-0142' });
    // jsdom cannot follow tel: links; only the click matters here.
    phone.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(phone);
    stop();
    expect(events).toEqual([{ name: 'phone_call', category: 'engagement', label: 'header_phone' }]);
  });

  it('offers Sign In and Sign Up when signed out', async () => {
    fakeApi({});
    renderShell();
    await screen.findAllByRole('link', { name: 'Sign In' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(sheet).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(sheet).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
  });

  it('is a dialog button that gives focus back to itself when the sheet closes', async () => {
    fakeApi({});
    renderShell();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
    // Opened again, the loaded sheet shows at once.
    await user.click(button);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
