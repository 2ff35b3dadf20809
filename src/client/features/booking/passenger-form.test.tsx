import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_MESSAGES } from '../../../shared/schemas/booking';
import { fill, fillValid, input, OFFER, submitPassengers, VERIFY } from './booking-test-steps';
import { localToday } from './lib/passenger-form-model';
import {
  currentLocation,
  expiredAnswer,
  fakeApi,
  makeDomesticOffer,
  makeOffer,
  renderBookingPage,
  validAnswer,
} from './testing';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const offerOk = (offer = makeOffer()) => ({ status: 200, body: offer });
const plusDays = (days: number) => localToday(new Date(Date.now() + days * 86_400_000));

async function openForm(offer = makeOffer(), verify: Parameters<typeof fakeApi>[0][string] = validAnswer()) {
  const calls = fakeApi({ [OFFER]: offerOk(offer), [VERIFY]: verify });
  renderBookingPage();
  await screen.findByRole('heading', { name: 'Passenger Details' });
  return calls;
}

describe('Passenger Details', () => {
  it("shows one card per passenger of the offer, titled by type, whatever the URL's counts say", async () => {
    fakeApi({ [OFFER]: offerOk(), [VERIFY]: validAnswer() });
    renderBookingPage('/booking?offer=off_1&adults=1&children=0&infants=0');
    const cards = await screen.findAllByRole('group', { name: /Passenger \d/ });
    expect(cards.map((c) => within(c).getAllByRole('heading')[0]?.textContent)).toEqual([
      'Passenger 1Adult (12+ years)',
      'Passenger 2Adult (12+ years)',
      'Passenger 3Child (2-11 years)',
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('binds labels to inputs and asks the browser to autofill names, e-mail, phone and birthday', async () => {
    await openForm();
    expect(screen.getAllByLabelText(/^First name/)[0]).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getAllByLabelText(/^Last name/)[0]).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getAllByLabelText(/^Email/)[0]).toHaveAttribute('autocomplete', 'email');
    expect(screen.getAllByLabelText(/^Phone/)[0]).toHaveAttribute('autocomplete', 'tel-national');
    expect(screen.getAllByLabelText("Phone number's country")[0]).toHaveAttribute('autocomplete', 'tel-country-code');
    expect(screen.getAllByLabelText(/^Date of birth/)[0]).toHaveAttribute('max', localToday());
    expect(input(0, 'title').querySelectorAll('option')).toHaveLength(6);
  });

  it('shows every required message on an empty submit, toasts, and focuses the first invalid field', async () => {
    await openForm();
    await submitPassengers();
    expect(await screen.findByText(BOOKING_MESSAGES.incomplete)).toBeInTheDocument();
    expect(screen.getAllByText(BOOKING_MESSAGES.firstName)).toHaveLength(3);
    expect(screen.getAllByText(BOOKING_MESSAGES.lastName)).toHaveLength(3);
    expect(screen.getAllByText(BOOKING_MESSAGES.dateOfBirth)).toHaveLength(3);
    // R26: every airline order needs a title and a gender of male or female.
    expect(screen.getAllByText(BOOKING_MESSAGES.titleRequired)).toHaveLength(3);
    expect(screen.getAllByText(BOOKING_MESSAGES.genderRequired)).toHaveLength(3);
    expect(input(0, 'gender').querySelectorAll('option')).toHaveLength(3);
    // The primary passenger's contact details only.
    expect(screen.getAllByText(BOOKING_MESSAGES.primaryEmail)).toHaveLength(1);
    expect(screen.getAllByText(BOOKING_MESSAGES.primaryPhone)).toHaveLength(1);
    expect(input(0, 'title')).toHaveFocus();
    expect(input(0, 'firstName')).toHaveAttribute('aria-invalid', 'true');
    expect(input(0, 'firstName')).toHaveAccessibleDescription(BOOKING_MESSAGES.firstName);
    expect(input(0, 'email')).toHaveAccessibleDescription(BOOKING_MESSAGES.primaryEmail);
    expect(input(1, 'email')).not.toHaveAttribute('aria-invalid');
  });

  it("says the primary passenger's e-mail is required for an invalid one too, and a companion's is only invalid", async () => {
    await openForm();
    const user = userEvent.setup();
    await user.type(input(0, 'email'), 'jane@');
    await user.type(input(1, 'email'), 'bo@');
    await submitPassengers();
    await waitFor(() => expect(input(0, 'email')).toHaveAccessibleDescription(BOOKING_MESSAGES.primaryEmail));
    expect(input(1, 'email')).toHaveAccessibleDescription(BOOKING_MESSAGES.email);
  });

  it('requires passports on an international trip and says why', async () => {
    await openForm();
    expect(screen.getAllByText('International trip: passport details are required')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Skip Passport Info' })).not.toBeInTheDocument();
    await submitPassengers();
    expect(await screen.findAllByText(BOOKING_MESSAGES.passportShort)).toHaveLength(3);
    expect(screen.getAllByText(BOOKING_MESSAGES.passportExpiryRequired)).toHaveLength(3);
    expect(screen.getAllByText(BOOKING_MESSAGES.countryLength)).toHaveLength(3);
    expect(input(0, 'passportIssuingCountry').querySelectorAll('option')).toHaveLength(25);
  });

  it('lets a domestic trip skip the passport (optional, collapsed and cleared)', async () => {
    await openForm(makeDomesticOffer());
    expect(screen.queryByText('International trip: passport details are required')).not.toBeInTheDocument();
    fill(0, { passportNumber: 'AB1' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Skip Passport Info' }));
    expect(document.getElementById('passenger-0-passportNumber')).toBeNull();
    fillValid(1, false);
    await submitPassengers();
    expect(await screen.findByRole('heading', { name: 'Seat Selection' })).toBeInTheDocument();
  });

  it('checks an entered passport on a domestic trip', async () => {
    await openForm(makeDomesticOffer());
    fillValid(1, false);
    fill(0, { passportNumber: 'AB1' });
    await submitPassengers();
    expect(await screen.findByText(BOOKING_MESSAGES.passportShort)).toBeInTheDocument();
  });

  it('strips spaces and upper-cases the passport number as it is typed', async () => {
    await openForm();
    await userEvent.setup().type(input(0, 'passportNumber'), 'ab 12 cd3');
    expect(input(0, 'passportNumber')).toHaveValue('AB12CD3');
  });

  it("warns 'Passport has expired' on or before today and 'Less than 6 months validity' under 180 days", async () => {
    await openForm();
    fill(0, { passportExpiryDate: localToday() });
    expect(await screen.findByText(BOOKING_MESSAGES.passportHasExpired)).toBeInTheDocument();
    fill(0, { passportExpiryDate: plusDays(179) });
    expect(await screen.findByText(BOOKING_MESSAGES.passportExpiring)).toBeInTheDocument();
    fill(0, { passportExpiryDate: plusDays(400) });
    await waitFor(() => expect(screen.queryByText(BOOKING_MESSAGES.passportExpiring)).not.toBeInTheDocument());
  });

  it("refuses an age that does not fit the passenger's type on the day of the last flight", async () => {
    await openForm();
    fillValid(3);
    fill(2, { dateOfBirth: '2000-01-01' });
    fill(0, { dateOfBirth: '2016-01-01' });
    await submitPassengers();
    expect(await screen.findByText(BOOKING_MESSAGES.ageChild)).toBeInTheDocument();
    expect(screen.getByText(BOOKING_MESSAGES.ageAdult)).toBeInTheDocument();
  });

  it('accepts an empty e-mail for a second passenger but not an invalid one', async () => {
    await openForm();
    fillValid(3);
    fill(1, { email: 'not-an-email' });
    await submitPassengers();
    expect(await screen.findByText(BOOKING_MESSAGES.email)).toBeInTheDocument();
  });

  it('checks the offer before going on to Seat Selection', async () => {
    const calls = await openForm();
    fillValid(3);
    const before = calls.filter((c) => c.key === VERIFY).length;
    await submitPassengers();
    expect(await screen.findByRole('heading', { name: 'Seat Selection' })).toBeInTheDocument();
    expect(calls.filter((c) => c.key === VERIFY).length).toBe(before + 1);
  });
});

describe('offer validity on the passenger form', () => {
  it("disables the submit as 'Offer Expired', says why, toasts, and returns to the same search", async () => {
    await openForm(makeOffer(), expiredAnswer);
    const buttons = await screen.findAllByRole('button', { name: 'Offer Expired' });
    buttons.forEach((button) => expect(button).toBeDisabled());
    expect(screen.getByText('This flight offer has expired. Please select another flight.')).toBeInTheDocument();
    // The in-page alert and the toast.
    expect(screen.getAllByText('Flight Offer Expired')).toHaveLength(2);
    expect(screen.getByText(/expire after about 30 minutes/)).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toMatch(/^\/search\?/), { timeout: 5_000 });
    expect(currentLocation()).toBe(
      '/search?origin=JFK&destination=LHR&departureDate=2026-12-11&cabinClass=economy' +
        '&adultsCount=2&childrenCount=1&infantsCount=0&tripType=round-trip&returnDate=2026-12-18',
    );
  });

  it("polls every 30 s and warns 'Offer Expiring Soon' once under 5 minutes", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let minutes = 10;
    const calls = fakeApi({ [OFFER]: offerOk(), [VERIFY]: () => validAnswer(minutes) });
    renderBookingPage();
    await screen.findByRole('heading', { name: 'Passenger Details' });
    const count = () => calls.filter((c) => c.key === VERIFY).length;
    await waitFor(() => expect(count()).toBeGreaterThanOrEqual(1));
    const start = count();
    minutes = 4;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(count()).toBe(start + 1);
    expect(await screen.findByText(/will expire in 4 minutes/)).toBeInTheDocument();
    expect(screen.getByText('Offer Expiring Soon')).toBeInTheDocument();
    minutes = 3;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(count()).toBe(start + 2);
    expect(screen.queryByText(/will expire in 3 minutes/)).not.toBeInTheDocument();
  });

  it("says 'Offer Validation Failed' when the check cannot reach the server, and lets the traveller go on", async () => {
    await openForm(makeOffer(), 'network-error');
    expect(await screen.findByText('Offer Validation Failed')).toBeInTheDocument();
    fillValid(3);
    await submitPassengers();
    expect(await screen.findByRole('heading', { name: 'Seat Selection' })).toBeInTheDocument();
  });
});
