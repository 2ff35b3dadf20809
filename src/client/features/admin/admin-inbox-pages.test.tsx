import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_MASK, type AdminEmail } from '../../../shared/schemas/admin';
import { AdminEmailsPage } from './admin-emails-page';
import { AdminMessagesPage } from './admin-messages-page';
import { currentLocation, fakeApi, renderRoutes } from './testing';

afterEach(() => vi.unstubAllGlobals());

const email = (n: number, overrides: Partial<AdminEmail> = {}): AdminEmail => ({
  id: `e${n}`,
  kind: 'booking_confirmation',
  to: `p${n}@example.com`,
  subject: `Booking ${n}`,
  text: `Body of ${n}`,
  status: 'kept',
  attempts: 0,
  lastError: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  sentAt: null,
  masked: false,
  ...overrides,
});

const renderAt = (path: string) =>
  renderRoutes(path, [
    { path: '/admin/emails', element: <AdminEmailsPage /> },
    { path: '/admin/messages', element: <AdminMessagesPage /> },
    { path: '/', element: <p>Home</p> },
  ]);

describe('the e-mail outbox screen', () => {
  it('lists e-mails, pages on, filters by kind and opens one with the password hidden', async () => {
    const calls = fakeApi({
      'GET /api/admin/emails': (_body, call) => {
        const query = new URL(call.url, 'http://x').searchParams;
        const page = Number(query.get('page'));
        const filtered = query.get('kind') === 'account_created';
        const older = query.get('before') === 'cursor-after-2';
        const emails = filtered
          ? [
              email(9, {
                kind: 'account_created',
                subject: 'Your account',
                text: `Password: ${PASSWORD_MASK}`,
                masked: true,
              }),
            ]
          : older
            ? [email(3)]
            : [email(1), email(2)];
        const total = filtered ? 1 : 21;
        return {
          status: 200,
          body: {
            page,
            pageSize: 20,
            total,
            totalExact: true,
            nextCursor: filtered || older ? null : 'cursor-after-2',
            emails,
            kinds: ['account_created', 'booking_confirmation'],
          },
        };
      },
    });
    renderAt('/admin/emails');
    const list = await screen.findByRole('list', { name: 'E-mails' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Booking 1'), expect.stringContaining('Booking 2')]);
    expect(screen.getByText(/Page 1 of 2/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Booking 3')).toBeInTheDocument();
    expect(screen.getByText(/Page 2 of 2/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Booking 1')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Kind'), 'account_created');
    await user.click(await screen.findByRole('button', { name: /Your account/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The password or link in this e-mail is hidden');
    expect(dialog).toHaveTextContent(`Password: ${PASSWORD_MASK}`);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/admin/emails?page=1&pageSize=20',
      '/api/admin/emails?page=2&pageSize=20&before=cursor-after-2',
      '/api/admin/emails?page=1&pageSize=20&kind=account_created',
    ]);
  });

  it('sends a non-admin home with Access Denied', async () => {
    fakeApi({ 'GET /api/admin/emails': { status: 403, body: { error: 'FORBIDDEN', message: 'No' } } });
    renderAt('/admin/emails');
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
  });
});

describe('the contact messages screen', () => {
  it('lists messages and shows one in full', async () => {
    fakeApi({
      'GET /api/admin/contact-messages': {
        status: 200,
        body: {
          page: 1,
          pageSize: 20,
          total: 1,
          totalExact: true,
          nextCursor: null,
          messages: [
            {
              id: 'm1',
              reference: 'CM-7K2Q9D',
              brandId: 'default',
              firstName: 'Grace',
              lastName: 'Hopper',
              email: 'grace@example.com',
              phone: null,
              subject: 'booking',
              bookingRef: 'ABCD1234',
              priority: 'urgent',
              message: 'I need to change my flight tomorrow morning, please call.',
              preferredContact: 'phone',
              createdAt: '2026-03-01T09:00:00.000Z',
            },
          ],
        },
      },
    });
    renderAt('/admin/messages');
    await userEvent.setup().click(await screen.findByRole('button', { name: /Grace Hopper/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('CM-7K2Q9D · Grace Hopper');
    expect(dialog).toHaveTextContent('ABCD1234');
    expect(dialog).toHaveTextContent('I need to change my flight tomorrow morning, please call.');
  });
});
