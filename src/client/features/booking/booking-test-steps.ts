import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PassengerField } from './lib/passenger-form-model';

/* Test steps shared by the booking screen's tests: fill the passenger form, go on, type a card. */

export const OFFER = 'GET /api/flights/offer/off_1';
export const VERIFY = 'GET /api/flights/verify-offer/off_1';
export const SEATS = 'GET /api/flights/seatmaps/off_1';

export function input(index: number, field: PassengerField): HTMLElement {
  const element = document.getElementById(`passenger-${index}-${field}`);
  if (!element) throw new Error(`no field passenger-${index}-${field}`);
  return element;
}

export function fill(index: number, values: Partial<Record<PassengerField, string>>) {
  for (const [field, value] of Object.entries(values)) {
    fireEvent.change(input(index, field as PassengerField), { target: { value } });
  }
}

export const PEOPLE = [
  { title: 'ms', firstName: 'Jane', lastName: 'Doe', gender: 'female', dateOfBirth: '1990-05-01' },
  { title: 'mr', firstName: 'Sam', lastName: 'Roe', gender: 'male', dateOfBirth: '1988-02-11' },
  { title: 'miss', firstName: 'Kit', lastName: 'Doe', gender: 'female', dateOfBirth: '2018-03-03' },
];

/** Fills `count` passengers validly (the first with contact details), with passports when asked. */
export function fillValid(count: number, passport = true) {
  for (let i = 0; i < count; i++) {
    fill(i, { ...PEOPLE[i] });
    if (i === 0) fill(0, { email: 'jane@example.com', phone: '+1 212 555 0100' });
    if (passport)
      fill(i, { passportNumber: `X1234567${i}`, passportExpiryDate: '2031-01-01', passportIssuingCountry: 'US' });
  }
}

export async function submitPassengers() {
  const [button] = await screen.findAllByRole('button', { name: /Continue to Seat Selection/ });
  if (!button) throw new Error('no submit button');
  await userEvent.setup().click(button);
}

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

/** Types a card into the built-in processor's form, once the form is drawn (the processor is known). */
export async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4242424242424242') {
  await user.type(await screen.findByLabelText('Card Number'), number);
  await user.type(screen.getByLabelText('Month'), '12');
  await user.type(screen.getByLabelText('Year'), nextYear);
  await user.type(screen.getByLabelText('CVV'), '123');
  await user.type(screen.getByLabelText('Card Holder Name'), 'Ada Lovelace');
}
