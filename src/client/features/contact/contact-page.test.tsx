import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CONTACT_MESSAGES } from '../../../shared/schemas/contact';
import { Toaster } from '../../components/ui/toaster';
import { onAnalyticsEvent, type AnalyticsEvent } from '../../lib/analytics';
import { BrandProvider } from '../../lib/brand';
import { createQueryClient } from '../../lib/query-client';
import { ContactPage } from './contact-page';

interface Call {
  path: string;
  body: unknown;
}

function fakeContactApi(answer: { status: number; body: unknown }): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      calls.push({ path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/contact', element: <ContactPage /> }], {
    initialEntries: ['/contact'],
  });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <BrandProvider>
        <RouterProvider router={router} />
        <Toaster />
      </BrandProvider>
    </QueryClientProvider>,
  );
}

const MESSAGE = 'Please move my flight to next Tuesday morning.';

async function fillValid(user: UserEvent) {
  await user.type(screen.getByLabelText(/^First Name/), 'Amelia');
  await user.type(screen.getByLabelText(/^Last Name/), 'Hart');
  await user.type(screen.getByLabelText(/^Email Address/), 'amelia@example.com');
  await user.selectOptions(screen.getByLabelText(/^Subject/), 'modification');
  await user.type(screen.getByLabelText(/^Message/), MESSAGE);
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }));
}

const submit = () => screen.getByRole('button', { name: 'Send Message' });

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('contact page', () => {
  it('shows the 24/7 phone, e-mail, office, hours, the satisfaction claim and sets title and canonical', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: /\+1 \(888\) 555-0142/ })) {
      expect(link).toHaveAttribute('href', 'tel:+18885550142');
    }
    expect(screen.getByRole('link', { name: 'support@skybound.travel' })).toHaveAttribute(
      'href',
      'mailto:support@skybound.travel',
    );
    expect(screen.getByText(/100 King Street West/)).toBeInTheDocument();
    expect(screen.getByText(/Office: Mon-Fri 9AM-6PM EST/)).toBeInTheDocument();
    expect(screen.getByText(/Customer support: 24\/7/)).toBeInTheDocument();
    expect(screen.getByText('98% customer satisfaction')).toBeInTheDocument();
    expect(screen.getByText(/average response time under 5 minutes/)).toBeInTheDocument();
    expect(document.title).toBe('Contact Us | SkyBound Travel - Flight Booking');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:3000/contact',
    );
  });

  it('reports a click on the 24/7 line as a phone_call event labelled contact_page', async () => {
    const events: AnalyticsEvent[] = [];
    const stop = onAnalyticsEvent((event) => events.push(event));
    renderPage();
    const line = screen.getByRole('link', { name: /24\/7 Support Line/ });
    line.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(line);
    expect(events).toEqual([{ name: 'phone_call', category: 'engagement', label: 'contact_page' }]);
    stop();
  });

  it('has every field of the spec, required ones marked *, and the consent line opening the policies in a new tab', () => {
    renderPage();
    for (const label of ['First Name', 'Last Name', 'Email Address', 'Subject', 'Message']) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeRequired();
    }
    for (const label of ['Phone Number', 'Booking Reference', 'Priority Level']) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).not.toBeRequired();
    }
    expect(screen.getAllByText('*', { exact: false }).length).toBeGreaterThanOrEqual(6);
    const priority = screen.getByLabelText(/^Priority Level/);
    expect([...priority.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Urgent - travel within 24 hours',
      'High - travel within 72 hours',
      'Normal - general inquiry',
      'Low - feedback or suggestion',
    ]);
    expect(screen.getByLabelText(/^Subject/).querySelectorAll('option')).toHaveLength(10);
    for (const method of ['Email', 'Phone', 'Both']) expect(screen.getByRole('radio', { name: method })).toBeVisible();
    for (const [name, href] of [
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('shows each required message on submit and sends nothing', async () => {
    const calls = fakeContactApi({ status: 500, body: {} });
    renderPage();
    const user = userEvent.setup();
    await user.click(submit());
    for (const message of [
      CONTACT_MESSAGES.firstName,
      CONTACT_MESSAGES.lastName,
      CONTACT_MESSAGES.emailRequired,
      CONTACT_MESSAGES.subject,
      CONTACT_MESSAGES.messageRequired,
      CONTACT_MESSAGES.consent,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^First Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('applies the 20-character rule with a live count, and clears the message once 20 are typed', async () => {
    fakeContactApi({ status: 500, body: {} });
    renderPage();
    const user = userEvent.setup();
    expect(screen.getByText('0 / 20 characters minimum (20 more needed)')).toBeInTheDocument();
    const message = screen.getByLabelText(/^Message/);
    await user.type(message, 'Too short a note');
    expect(screen.getByText('16 / 20 characters minimum (4 more needed)')).toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('Minimum 20 characters required')).toBeInTheDocument();
    await user.type(message, ' here');
    expect(screen.getByText('21 / 5000 characters')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Minimum 20 characters required')).not.toBeInTheDocument());
  });

  it('will not send without consent', async () => {
    const calls = fakeContactApi({ status: 201, body: {} });
    renderPage();
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(submit());
    expect(await screen.findByText(CONTACT_MESSAGES.consent)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the form and shows the reference and the server message', async () => {
    const calls = fakeContactApi({
      status: 201,
      body: { success: true, reference: 'CM-7K2Q9D', message: 'Thank you, we have received your message.' },
    });
    renderPage();
    const user = userEvent.setup();
    await fillValid(user);
    await user.type(screen.getByLabelText(/^Booking Reference/), 'ab12cd');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toHaveFocus();
    expect(screen.getByText('CM-7K2Q9D')).toBeInTheDocument();
    expect(screen.getByText('Thank you, we have received your message.')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        path: '/api/contact',
        body: {
          firstName: 'Amelia',
          lastName: 'Hart',
          email: 'amelia@example.com',
          subject: 'modification',
          bookingRef: 'AB12CD',
          priority: 'normal',
          message: MESSAGE,
          preferredContact: 'email',
          consent: true,
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('');
  });

  it("shows the server's field errors on the fields and a toast", async () => {
    fakeContactApi({
      status: 400,
      body: {
        error: 'VALIDATION_ERROR',
        message: 'This address cannot receive mail',
        fields: [{ path: 'body.email', message: 'This address cannot receive mail' }],
      },
    });
    renderPage();
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText(/^Email Address/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Message not sent')).toBeInTheDocument();
    expect(screen.getAllByText('This address cannot receive mail').length).toBeGreaterThanOrEqual(2);
  });

  it('tells the visitor when they have sent too many messages (429)', async () => {
    fakeContactApi({
      status: 429,
      body: { error: 'TOO_MANY_MESSAGES', message: 'You have sent several messages in a short time.' },
    });
    renderPage();
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText('You have sent several messages in a short time.')).toBeInTheDocument();
    expect(screen.queryByText('Message sent')).not.toBeInTheDocument();
  });
});
