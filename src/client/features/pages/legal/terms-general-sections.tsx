import type { Brand } from '../../../../shared/schemas/brand';
import { GOVERNING_LAW, NOTICE_OF_CHANGES } from './facts';
import type { LegalSection } from './legal-page';
import { List, MailLink, PhoneLink, TextLink } from './prose';

/* Terms of service, sections 7-12: accounts, use of the site, liability and the law. */

function YourAccount() {
  return (
    <>
      <p>
        Keep your password secret and tell us at once if you think someone else has used your account. You are
        responsible for bookings made with it. An account lets you see your trips, cancel upcoming ones and manage your
        details; to close it, contact our support team.
      </p>
      <p>
        We may suspend an account that is used for fraud, abuse of our staff or systems, or bookings made with someone
        else&rsquo;s card without permission.
      </p>
    </>
  );
}

function UsingTheSite() {
  return (
    <>
      <p>You agree not to:</p>
      <List
        items={[
          'make speculative, false or duplicate bookings, or hold seats you do not mean to buy;',
          'copy our fares or content automatically (scraping) or overload the site;',
          'try to get into accounts or systems that are not yours;',
          'use the site for anything unlawful.',
        ]}
      />
      <p>
        The site&rsquo;s design, text and logos belong to us or our licensors. Airline names and logos belong to the
        airlines.
      </p>
    </>
  );
}

function Liability({ brand }: { brand: Brand }) {
  return (
    <>
      <p>
        We take care to book exactly what you asked for and to give you correct information. If we make a mistake, we
        will put it right, and where it costs you money we will pay what a reasonable person would expect, up to the
        value of your booking.
      </p>
      <p>
        We are not responsible for what airlines do or fail to do (delays, cancellations, lost baggage, schedule
        changes), though we will help you claim from them. Nothing in these terms limits liability for death or personal
        injury caused by negligence, for fraud, or any right you have under consumer law.
      </p>
      <p>{brand.company.legalName} is not liable for losses we could not foresee, or for business losses.</p>
    </>
  );
}

function Complaints({ brand }: { brand: Brand }) {
  return (
    <>
      <p>
        If something went wrong, tell us: by phone on <PhoneLink phone={brand.contact.phone} /> at any hour, by e-mail
        at <MailLink email={brand.contact.email} />, or through our <TextLink to="/contact">contact form</TextLink>.
        Give your booking reference and what you would like us to do. We acknowledge complaints within 2 business days
        and aim to resolve them within 28 days.
      </p>
    </>
  );
}

function ChangesToTerms() {
  return (
    <p>
      We may update these terms, for example when the law or our services change. We give at least {NOTICE_OF_CHANGES}
      &rsquo; notice of changes by e-mail to account holders and on this page. A booking is governed by the terms in
      force when you made it.
    </p>
  );
}

function Law() {
  return (
    <p>
      These terms are governed by the law of {GOVERNING_LAW}, and its courts may hear any dispute. If you live
      elsewhere, you keep the protection of the mandatory consumer laws of your home country and may bring a claim in
      its courts.
    </p>
  );
}

export const TERMS_GENERAL_SECTIONS: readonly LegalSection[] = [
  { id: 'your-account', title: 'Your account', Body: YourAccount },
  { id: 'using-the-site', title: 'Using the site', Body: UsingTheSite },
  { id: 'liability', title: 'Our responsibility to you', Body: Liability },
  { id: 'complaints', title: 'Complaints', Body: Complaints },
  { id: 'changes-to-terms', title: 'Changes to these terms', Body: ChangesToTerms },
  { id: 'governing-law', title: 'Governing law', Body: Law },
];
