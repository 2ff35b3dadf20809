import type { LegalSection } from './legal-page';
import { Callout, List, Table, TextLink } from './prose';

/* Cancellation policy, sections 1-4: the free window, how to cancel, and what it costs. */

function FreeWindow() {
  return (
    <>
      <p>You can cancel for free within 24 hours of buying your ticket when all of these are true:</p>
      <List
        items={[
          'you cancel within 24 hours of completing the purchase;',
          'the first flight departs at least 7 days after you booked;',
          'your trip starts or ends in the United States;',
          'the booking has not been changed since you made it.',
        ]}
      />
      <Callout>
        You get a 100% refund, our service fee is waived, and the refund is processed within 7-14 business days.
      </Callout>
      <p>Outside this window the rules of your fare and the fees below apply.</p>
    </>
  );
}

function HowToCancel() {
  return (
    <>
      <p>
        On this site, sign in and open <TextLink to="/my-trips">My Trips</TextLink>, find the trip under Upcoming and
        choose <strong>Cancel</strong>. We show you the warning and ask you to confirm; once you do, the booking is
        cancelled with the airline and moves to the Cancelled tab. Any refund follows your fare&rsquo;s rules, which you
        can read in the trip&rsquo;s details. If a fare cannot be refunded, the details say so and you can call us for
        the options.
      </p>
      <p>If you ask our team instead, by phone or through the contact form, the request follows three steps:</p>
      <List
        ordered
        items={[
          <>
            <strong>Access your booking:</strong> we find it by your booking reference and check who you are.
          </>,
          <>
            <strong>Review the terms:</strong> we tell you what the airline refunds, our fee and what you will receive.
          </>,
          <>
            <strong>Confirm with an electronic signature:</strong> you confirm the cancellation in writing through a
            secure link, and we act on it.
          </>,
        ]}
      />
    </>
  );
}

function ServiceFees() {
  return (
    <>
      <p>Our service fee for handling a cancellation depends on how and when you ask:</p>
      <Table
        caption="Cancellation service fees"
        head={['How you cancel', 'Fee']}
        rows={[
          ['Online cancellation', '$35 per passenger'],
          ['Cancellation by phone', '$50 per passenger'],
          ['Same-day cancellation (on the day of departure)', '$85 per passenger'],
          ['Groups of 10 or more passengers', '$25 per passenger'],
          ['Complex itinerary (multi-city or several airlines)', '$75 per booking'],
        ]}
      />
      <p>
        Changes cost $25-75 per passenger, and $50-150 per passenger for a same-day change, plus any difference in fare.
      </p>
    </>
  );
}

function AirlineFees() {
  return (
    <>
      <p>
        Airlines set their own cancellation and change charges, which we pass on at cost. Typical amounts per passenger:
      </p>
      <Table
        caption="Typical airline cancellation fees by cabin"
        head={['Cabin', 'Domestic', 'International']}
        rows={[
          ['Main Cabin', '$200-400', '$300-600'],
          ['Premium Economy', '$150-300', '$250-500'],
          ['Business / First', '$100-200', '$200-400'],
        ]}
      />
      <p>
        <strong>Basic Economy</strong> fares are non-refundable: when the airline allows it, you receive a travel credit
        instead of money, minus a fee. The fare rules shown on each flight page before you book tell you which kind of
        fare you are buying.
      </p>
    </>
  );
}

export const CANCELLATION_FEE_SECTIONS: readonly LegalSection[] = [
  { id: 'free-24-hour-cancellation', title: 'Free cancellation within 24 hours', Body: FreeWindow },
  { id: 'how-to-cancel', title: 'How to cancel', Body: HowToCancel },
  { id: 'service-fees', title: 'Our service fees', Body: ServiceFees },
  { id: 'airline-fees', title: 'Airline fees and fare types', Body: AirlineFees },
];
