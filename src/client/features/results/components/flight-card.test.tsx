import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Offer } from '../../../../shared/schemas/flights';
import { makeOffer } from '../testing';
import { FlightCard } from './flight-card';

function renderCard(offer: Offer, baggageIncluded = false) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <FlightCard offer={offer} href="/flight/x?from_origin=JFK" baggageIncluded={baggageIncluded} />,
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
}

afterEach(() => vi.restoreAllMocks());

const roundTrip = makeOffer({
  id: 'off_rt',
  price: '1123.00',
  slices: [
    {
      route: ['JFK', 'DUB', 'LHR'],
      departs: '2026-12-11T18:00:00',
      arrives: '2026-12-12T09:10:00',
      duration: 'PT10H10M',
      carrier: 'EI',
      carrierName: 'Aer Lingus',
    },
    {
      route: ['LHR', 'JFK'],
      departs: '2026-12-18T11:05:00',
      arrives: '2026-12-18T14:00:00',
      duration: 'PT7H55M',
      carrier: 'EI',
      carrierName: 'Aer Lingus',
    },
  ],
  owner: { name: 'Aer Lingus', iata_code: 'EI' },
});

describe('flight result card', () => {
  it('shows both slices with local times, airports, dates, duration, stops and the via airport', () => {
    renderCard(roundTrip);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Depart')).toBeInTheDocument();
    expect(within(card).getByText('Return')).toBeInTheDocument();
    expect(within(card).getByText('18:00')).toBeInTheDocument();
    expect(within(card).getByText('11:05')).toBeInTheDocument();
    expect(within(card).getByText('14:00')).toBeInTheDocument();
    expect(within(card).getByText(/Fri, Dec 11/)).toBeInTheDocument();
    expect(within(card).getByText(/Fri, Dec 18/)).toBeInTheDocument();
    expect(within(card).getByText('10h 10m')).toBeInTheDocument();
    expect(within(card).getByText('7h 55m')).toBeInTheDocument();
    expect(within(card).getByText('1 stop')).toBeInTheDocument();
    expect(within(card).getByText('· DUB')).toBeInTheDocument();
    expect(within(card).getByText('Direct')).toBeInTheDocument();
  });

  it('counts a technical stop inside a flight: not Direct, and says where (Duffel segments[].stops)', () => {
    const offer = makeOffer({ id: 'off_tech', price: '300.00' });
    const segment = offer.slices[0]?.segments[0];
    if (!segment) throw new Error('no segment');
    segment.stops = [{ iata_code: 'SNN', name: 'Shannon Airport', duration: 'PT1H' }];
    renderCard(offer);
    const card = screen.getByRole('article');
    expect(within(card).getByText('1 stop')).toBeInTheDocument();
    expect(within(card).getByText('· SNN')).toBeInTheDocument();
    expect(within(card).queryByText('Direct')).not.toBeInTheDocument();
  });

  it("marks a next-day arrival with '+1' and a same-day one with nothing", () => {
    renderCard(roundTrip);
    const arrival = screen.getByText('09:10');
    expect(arrival).toHaveTextContent('09:10+1 day');
    expect(screen.getByText('14:00')).toHaveTextContent(/^14:00$/);
  });

  it('shows the total as the server sent it, for all passengers', () => {
    renderCard(makeOffer({ id: 'o', price: '2469.00', passengers: 3 }));
    expect(screen.getByText('$2,469')).toBeInTheDocument();
    expect(screen.getByText('Total for 3 passengers')).toBeInTheDocument();
  });

  it('shows Refundable only when conditions.refundable is true', () => {
    const { unmount } = renderCard(makeOffer({ id: 'o', price: '1', refundable: true }));
    expect(screen.getByText('Refundable')).toBeInTheDocument();
    unmount();
    renderCard(makeOffer({ id: 'o', price: '1', refundable: false }));
    expect(screen.queryByText('Refundable')).not.toBeInTheDocument();
  });

  it('links View Details to the detail route it is given', () => {
    renderCard(roundTrip);
    const link = screen.getByRole('link', { name: /^View Details/ });
    expect(link).toHaveAttribute('href', '/flight/x?from_origin=JFK');
    expect(link).toHaveTextContent('View Details');
  });

  it('shows the airline logo with its name as alt text, and the initials when it fails to load', () => {
    renderCard(roundTrip);
    const logos = screen.getAllByRole('img', { name: 'Aer Lingus logo' });
    expect(logos[0]?.tagName).toBe('IMG');
    fireEvent.error(logos[0] as HTMLElement);
    const fallback = screen.getAllByRole('img', { name: 'Aer Lingus logo' })[0];
    expect(fallback?.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('EI');
  });

  it("falls back to 'Airline', 'N/A' times and airports and an empty date when the data is missing", () => {
    const offer = makeOffer({ id: 'o', price: '10', owner: { name: '', iata_code: null } });
    const slice = offer.slices[0];
    const segment = slice?.segments[0];
    if (!slice || !segment) throw new Error('fixture');
    const broken = {
      ...offer,
      slices: [
        {
          ...slice,
          departure_time: 'not a date',
          arrival_time: '',
          origin: { ...slice.origin, iata_code: '' },
          destination: { ...slice.destination, iata_code: '' },
          segments: [
            {
              ...segment,
              departing_at: '',
              arriving_at: '',
              airline: { name: '', logo_url: null },
              marketing_carrier: { name: '', iata_code: null, logo_url: null },
            },
          ],
        },
      ],
    } as Offer;
    renderCard(broken);
    const card = screen.getByRole('article');
    expect(within(card).getAllByText('N/A')).toHaveLength(4);
    expect(within(card).getByText('Airline')).toBeInTheDocument();
    expect(within(card).getByText('Depart').parentElement).toHaveTextContent(/^Depart · Airline$/);
    expect(within(card).getByRole('img', { name: 'Airline logo' })).toHaveTextContent('AI');
  });

  it('is not rendered, and only warns, without an outbound slice or without its segments', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const offer = makeOffer({ id: 'o', price: '1' });
    const noSlices = { ...offer, slices: [] } as unknown as Offer;
    const noSegments = { ...offer, slices: [{ ...offer.slices[0], segments: [] }] } as unknown as Offer;
    for (const broken of [noSlices, noSegments, null as unknown as Offer]) {
      const { container, unmount } = renderCard(broken);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('says when a checked bag is included', () => {
    renderCard(makeOffer({ id: 'o', price: '1' }), true);
    expect(screen.getByText('Bag included')).toBeInTheDocument();
  });
});
