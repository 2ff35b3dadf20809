import type { Brand } from '../../../../shared/schemas/brand';
import type { LegalSection } from './legal-page';
import { List, MailLink, PhoneLink, Table, TextLink } from './prose';

/* Cancellation policy, sections 5-8: extra services, refunds, waivers and changes to the policy. */

function AdditionalFees() {
  return (
    <>
      <p>These apply only when the service is used:</p>
      <Table
        caption="Additional fees"
        head={['Service', 'Fee']}
        rows={[
          ['Expedited refund processing', '$100'],
          ['Partial refund calculation', '$40 per booking'],
          ['Conversion to travel credit', '$30 per passenger'],
          ['International refund', '$60 per passenger'],
          ['Disputed claim handling', '$125 per case'],
        ]}
      />
    </>
  );
}

function Refunds() {
  return (
    <>
      <p>Every refund goes through the same seven steps, and we keep you informed along the way:</p>
      <List
        ordered
        items={[
          'Request validation: we check the booking and that the request comes from you.',
          'Airline coordination: we ask the airline to cancel the ticket and release the money.',
          'Eligibility confirmation: we confirm what your fare allows.',
          'Fee assessment: we apply the airline fee and our service fee, if any.',
          'Amount calculation: we work out the exact amount due to you.',
          'Final approval: a second person checks the amount.',
          'Payment processing: we send the money back to your original payment method.',
        ]}
      />
      <Table
        caption="Refund timing by payment method"
        head={['Payment method', 'Time to receive the refund']}
        rows={[
          ['Credit card', '7-21 business days'],
          ['Bank transfer', '10-30 business days'],
          ['Digital wallet', '3-7 business days'],
          ['Travel credit', 'Instant'],
        ]}
      />
    </>
  );
}

function Waivers() {
  return (
    <>
      <p>We may waive our fees, and ask the airline to waive theirs, when you can show:</p>
      <List
        items={[
          'a medical emergency affecting a passenger or close family member, with a doctor’s letter;',
          'military deployment or posting orders;',
          'a schedule change made by the airline that affects your trip.',
        ]}
      />
      <p>Send the documents with your request. The airline decides on its own fees.</p>
    </>
  );
}

function PolicyChanges({ brand }: { brand: Brand }) {
  return (
    <>
      <p>
        We notify changes to this policy at least 30 days before they take effect. A booking is covered by the policy in
        force when it was made.
      </p>
      <p>
        Questions about a cancellation? Call <PhoneLink phone={brand.contact.phone} /> (24/7), e-mail{' '}
        <MailLink email={brand.contact.email} /> or use our <TextLink to="/contact">contact form</TextLink>. This policy
        is offered by {brand.company.legalName}, {brand.company.registeredOffice}.
      </p>
    </>
  );
}

export const CANCELLATION_REFUND_SECTIONS: readonly LegalSection[] = [
  { id: 'additional-fees', title: 'Additional fees', Body: AdditionalFees },
  { id: 'refund-process', title: 'Refund process and timing', Body: Refunds },
  { id: 'fee-waivers', title: 'Fee waivers', Body: Waivers },
  { id: 'policy-changes', title: 'Changes to this policy', Body: PolicyChanges },
];
