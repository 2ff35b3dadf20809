import type { Brand } from '../../../../shared/schemas/brand';
import { AGENCY_FEES, REFUND_TIMING } from './facts';
import type { LegalSection } from './legal-page';
import { OperatorDetails } from './operator';
import { Callout, List, Table, TextLink, withFullStop } from './prose';

/* Terms of service, sections 1-6: who we are and how a booking works. */

function AboutTerms({ brand }: { brand: Brand }) {
  return (
    <>
      <p>
        These terms apply whenever you use this site or book through it. {brand.name} is operated by{' '}
        {withFullStop(brand.company.legalName)} By creating an account or making a booking, you accept these terms on
        your own behalf and for everyone travelling on your booking, so please share them with your companions.
      </p>
      <OperatorDetails brand={brand} />
    </>
  );
}

function OurRole() {
  return (
    <>
      <p>
        We are a travel agent. We search airlines&rsquo; fares, book the flights you choose and help you afterwards, but
        we do not operate flights. Your contract of carriage is with the airline, and its conditions of carriage
        (baggage, check-in, boarding, delays, denied boarding and compensation) apply to your journey. Where these terms
        and the airline&rsquo;s conditions differ about the flight itself, the airline&rsquo;s conditions win.
      </p>
      <p>
        Fares come live from airlines through our flight-data provider. We show each fare&rsquo;s rules on the flight
        page under Fare Rules before you book.
      </p>
    </>
  );
}

function MakingABooking() {
  return (
    <>
      <List
        ordered
        items={[
          'You choose a flight. Offers are held for a limited time, usually about 30 minutes; if one expires we ask you to search again.',
          'You enter every passenger exactly as their passport or ID shows. Name errors may make a ticket unusable, and airlines charge to correct them.',
          'You may choose seats where the airline allows it, or skip and get seats at check-in.',
          'You pay. We check the price again at that moment; your booking is made only when the payment succeeds and the airline confirms.',
          'We show your booking reference and e-mail a confirmation. Check it straight away and tell us about any mistake.',
        ]}
      />
      <p>
        Booking makers must be at least 18 and allowed to book for everyone on the booking. If you book without an
        account, we create one for you with the lead passenger&rsquo;s e-mail so that you can manage the trip in My
        Trips.
      </p>
    </>
  );
}

function PricesAndFees() {
  return (
    <>
      <p>
        The price we show before you pay is the total you pay: fare, taxes, airline charges and our service charge.
        There are no hidden fees at checkout. Optional extras, such as paid seats, are added only if you choose them.
      </p>
      <p>Our own service fees, separate from any airline charge, are:</p>
      <Table
        caption="Agency service fees"
        head={['Service', 'Fee']}
        rows={[
          ['Booking fee', `${AGENCY_FEES.booking} per passenger, included in the price shown`],
          [
            'Change to a booking',
            `${AGENCY_FEES.change} per passenger, plus the airline's fee and any fare difference`,
          ],
          ['Cancellation', `${AGENCY_FEES.cancellation} per passenger, plus the airline's fee`],
          ['Emergency support', `${AGENCY_FEES.emergencySupport} for urgent out-of-hours rebooking on your request`],
        ]}
      />
      <p>
        The exact fee depends on the fare and route; we always tell you the amount and ask before we charge it. You pay
        in the currency shown at checkout; your card issuer may add its own foreign transaction charges.
      </p>
    </>
  );
}

function ChangesAndCancellations() {
  return (
    <>
      <p>
        Whether a ticket can be changed or refunded depends on the fare you bought. You can cancel an upcoming trip
        yourself in <TextLink to="/my-trips">My Trips</TextLink>, or ask our team to change it. Our{' '}
        <TextLink to="/cancellation-policy">Cancellation Policy</TextLink> explains the rules, fees and the free 24-hour
        cancellation window in full.
      </p>
      <Callout>
        Refunds reach us from the airline and we pass them on within {REFUND_TIMING.business}. Your bank then takes a
        further {REFUND_TIMING.bank} to show the money on your statement.
      </Callout>
      <p>
        If the airline cancels or significantly changes your flight, we tell you as soon as we hear and help you choose
        between the alternatives the airline offers, including a refund where you are entitled to one.
      </p>
    </>
  );
}

function TravelDocuments() {
  return (
    <>
      <p>
        You are responsible for carrying the passports, visas, health documents and permits your journey needs,
        including for connections. Many countries require your passport to be valid for 6 months beyond your return
        date. For international trips we collect passport details during booking because airlines require them; our form
        warns you if a passport has expired or has less than 6 months left.
      </p>
      <p>
        Check the entry rules of every country on your route with its official sources before you travel. If you are
        refused boarding or entry because of missing documents, the airline&rsquo;s rules decide what, if anything, is
        refunded.
      </p>
    </>
  );
}

export const TERMS_BOOKING_SECTIONS: readonly LegalSection[] = [
  { id: 'about-these-terms', title: 'About these terms', Body: AboutTerms },
  { id: 'our-role', title: 'Our role as your travel agent', Body: OurRole },
  { id: 'making-a-booking', title: 'Making a booking', Body: MakingABooking },
  { id: 'prices-and-fees', title: 'Prices, fees and payment', Body: PricesAndFees },
  { id: 'changes-and-cancellations', title: 'Changes, cancellations and refunds', Body: ChangesAndCancellations },
  { id: 'travel-documents', title: 'Passports, visas and health', Body: TravelDocuments },
];
