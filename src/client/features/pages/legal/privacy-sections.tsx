import type { Brand } from '../../../../shared/schemas/brand';
import { NOTICE_OF_CHANGES, PRIVACY_RESPONSE } from './facts';
import type { LegalSection } from './legal-page';
import { OperatorDetails } from './operator';
import { Defs, H3, List, MailLink, TextLink } from './prose';

function WhoWeAre({ brand }: { brand: Brand }) {
  return (
    <>
      <p>
        {brand.name} is a travel agency that finds and books flights for travellers. The site is operated by{' '}
        {brand.company.legalName}, which decides how your personal information is used and is responsible for it (the
        &ldquo;data controller&rdquo;). When this policy says &ldquo;we&rdquo; or &ldquo;us&rdquo;, it means that
        company.
      </p>
      <OperatorDetails brand={brand} />
    </>
  );
}

function WhatWeCollect() {
  return (
    <>
      <p>We collect only what we need to search, book and look after your trip.</p>
      <Defs
        items={[
          {
            term: 'Account details',
            text: 'Your username, first and last name, e-mail address and a password. We keep only a salted, one-way hash of the password, never the password itself.',
          },
          {
            term: 'Passenger details',
            text: "Each traveller's title, name, gender (if given) and date of birth, plus an e-mail address and phone number for the lead passenger. For international trips the airline needs passport details: number, issuing country and expiry date.",
          },
          {
            term: 'Payment details',
            text: 'Card numbers and security codes go straight to our payment processor. We keep only the card brand, the last four digits and the expiry month and year, so we can recognise the card in a refund. We never store or log the full number or the CVV.',
          },
          {
            term: 'Booking records',
            text: 'The flights, seats and extras you chose, the price you paid, your booking reference and the history of any change or cancellation.',
          },
          {
            term: 'Messages',
            text: 'What you write to us through the contact form, by e-mail or by phone, and our replies.',
          },
          {
            term: 'Technical information',
            text: 'Your IP address, browser type and the pages you request, which our servers log for security and to fix faults. Analytics data only if you agree to it (see our Cookie Policy).',
          },
        ]}
      />
    </>
  );
}

function HowWeUse() {
  return (
    <>
      <H3>What we do with it</H3>
      <List
        items={[
          'Search for flights and show you prices, seat maps and fare rules.',
          'Book your flights with the airline and take payment for them.',
          'Send your confirmation, account details, password resets and updates about your trip.',
          'Handle changes, cancellations, refunds and anything you ask our support team.',
          'Keep the site secure: detect fraud, abuse and attempts to break into accounts.',
          'Meet our legal, tax and accounting obligations.',
        ]}
      />
      <H3>Why we are allowed to</H3>
      <List
        items={[
          <>
            <strong>Contract:</strong> most processing is needed to make and manage the booking you asked for.
          </>,
          <>
            <strong>Legal obligation:</strong> airlines and border authorities require passenger and passport data, and
            we must keep financial records.
          </>,
          <>
            <strong>Legitimate interests:</strong> security logs, fraud prevention and improving our service, always
            weighed against your rights.
          </>,
          <>
            <strong>Consent:</strong> analytics and advertising cookies, which you can refuse or withdraw at any time.
          </>,
        ]}
      />
      <p>We do not sell your personal information, and we do not send marketing e-mails unless you ask for them.</p>
    </>
  );
}

function Sharing() {
  return (
    <>
      <p>We share your details only with the people who need them to deliver your trip:</p>
      <List
        items={[
          'The airlines operating your flights, and our flight-data provider that passes your booking to them.',
          'Our card payment processor, which handles your card under the PCI DSS security standard.',
          'Our e-mail delivery service, which sends the messages about your booking.',
          'Hosting and IT providers that run the site for us under contract and on our instructions.',
          'Public authorities, such as immigration or the police, when the law requires it.',
        ]}
      />
      <p>
        Airlines and border authorities may be located outside your country. When your data leaves the UK, the European
        Economic Area or Canada, we rely on adequacy decisions or standard contractual clauses, and on the fact that the
        transfer is needed to carry out the booking you asked for.
      </p>
    </>
  );
}

function Retention() {
  return (
    <>
      <List
        items={[
          'Booking and payment records: 7 years after travel, because tax and accounting law requires it.',
          'Your account: until you ask us to delete it. Bookings stay in our records for the period above.',
          'Contact messages: 3 years after the conversation ends, so we can deal with any follow-up or complaint.',
          'Server logs: 90 days, unless we need them to investigate a security incident.',
        ]}
      />
      <p>
        We protect your data with encryption in transit (SSL/TLS) on every page, hashed passwords, secure cookies and
        strict access controls. No system is perfectly secure, so please choose a strong password and keep it to
        yourself.
      </p>
    </>
  );
}

function YourRights({ brand }: { brand: Brand }) {
  return (
    <>
      <p>Depending on where you live, you have the right to:</p>
      <List
        items={[
          'ask for a copy of the personal information we hold about you;',
          'have inaccurate information corrected;',
          'have your information deleted when we no longer need it;',
          'object to, or ask us to restrict, some uses of it;',
          'receive the data you gave us in a portable format;',
          'withdraw consent you gave, such as for analytics cookies.',
        ]}
      />
      <p>
        Write to <MailLink email={brand.contact.email} /> or use our <TextLink to="/contact">contact form</TextLink>. We
        answer every privacy request within {PRIVACY_RESPONSE}. We may ask you to prove who you are first, so that
        nobody else can get your data. Account holders can also ask us to delete their account this way.
      </p>
      <p>
        If you are unhappy with our answer, you may complain to your data protection authority: in the UK the
        Information Commissioner&rsquo;s Office (ico.org.uk), in Canada the Office of the Privacy Commissioner.
      </p>
    </>
  );
}

function CookiesAndChildren() {
  return (
    <>
      <p>
        We use a small number of cookies and browser storage to keep you signed in and remember your searches. Analytics
        run only if you accept them. Our <TextLink to="/cookies">Cookie Policy</TextLink> lists each one and explains
        how to change your choice.
      </p>
      <p>
        Our site is not meant for children to use on their own. Parents or guardians book for travellers under 18 and
        give us their details with their permission.
      </p>
    </>
  );
}

function Changes({ brand }: { brand: Brand }) {
  return (
    <>
      <p>
        When we change this policy in a way that matters, we will tell account holders by e-mail at least{' '}
        {NOTICE_OF_CHANGES} before the change takes effect, and show the new date at the top of this page.
      </p>
      <p>
        Questions about your privacy? Contact our team at <MailLink email={brand.contact.email} />, or write to{' '}
        {brand.company.legalName}, {brand.company.registeredOffice}.
      </p>
    </>
  );
}

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  { id: 'who-we-are', title: 'Who we are', Body: WhoWeAre },
  { id: 'information-we-collect', title: 'Information we collect', Body: WhatWeCollect },
  { id: 'how-we-use-it', title: 'How we use your information', Body: HowWeUse },
  { id: 'sharing', title: 'Who we share it with', Body: Sharing },
  { id: 'retention-security', title: 'How long we keep it and how we protect it', Body: Retention },
  { id: 'your-rights', title: 'Your rights', Body: YourRights },
  { id: 'cookies-children', title: 'Cookies and children', Body: CookiesAndChildren },
  { id: 'changes-contact', title: 'Changes and contact', Body: Changes },
];
