import type { Brand } from '../../../../shared/schemas/brand';
import { CONSENT_MAX_AGE_DAYS } from '../../../lib/consent';
import {
  CONSENT_STORAGE_KEY,
  LAST_SEARCH_KEY,
  LAST_TRIP_TYPE_KEY,
  PREVIOUS_RESULTS_KEY,
  RECENT_SEARCHES_KEY,
} from '../../../lib/storage-keys';
import { ConsentChoice } from './consent-choice';
import { COOKIE_LIFETIMES, COOKIE_QUESTION_RESPONSE, NOTICE_OF_CHANGES } from './facts';
import type { LegalSection } from './legal-page';
import { H3, List, MailLink, Table, TextLink, withFullStop } from './prose';

function WhatCookiesAre() {
  return (
    <>
      <p>
        Cookies are small text files a site asks your browser to keep and send back on later visits. Browser storage
        (&ldquo;local storage&rdquo;) is similar but stays on your device and is never sent to us. We use both
        sparingly: to keep you signed in, to keep your booking safe and to remember your last search.
      </p>
      <p>We do not use cookies to follow you across other sites, and we do not sell what they record.</p>
    </>
  );
}

function Lifetimes() {
  return (
    <>
      <p>
        Every cookie or stored value we use falls into one of four kinds, and none lives longer than its kind allows:
      </p>
      <Table
        caption="Longest lifetime of each kind of cookie"
        head={['Kind', 'Purpose', 'Longest lifetime']}
        rows={[
          ['Authentication', 'Keeps you signed in.', COOKIE_LIFETIMES.authentication],
          ['Security tokens', 'Protect sign-in, forms and payments against misuse.', COOKIE_LIFETIMES.securityTokens],
          ['Booking session', 'Holds a booking you are in the middle of.', COOKIE_LIFETIMES.bookingSession],
          ['Preferences', 'Remember your choices, such as your cookie choice.', COOKIE_LIFETIMES.preferences],
        ]}
      />
    </>
  );
}

function Essential() {
  return (
    <>
      <p>
        These make the site work. They are always on, because without them you could not sign in or book safely. They
        hold no advertising or tracking data.
      </p>
      <Table
        caption="Essential cookies this site sets"
        head={['Name', 'What it does', 'How long']}
        rows={[
          [
            <code key="sid">sid</code>,
            'Your sign-in session. Scripts cannot read it, and on secure connections it is named __Host-sid and sent only over HTTPS.',
            `Until you close the browser (the session itself ends after 12 hours), or ${COOKIE_LIFETIMES.authentication} if you tick "Remember me for 30 days"`,
          ],
          [
            <code key="signed_in">signed_in</code>,
            'A hint with no personal data that tells the page you are signed in, so it loads your account only when there is one.',
            'The same as sid',
          ],
          [
            <code key="vid">vid</code>,
            'A random number, set when you pay or book, so that only your browser can use the payment you authorised and so that cards refused on a shared connection do not stop yours. Scripts cannot read it; on secure connections it is named __Host-vid.',
            'Until you close the browser',
          ],
          [
            <code key="did">did</code>,
            'Remembers that this browser has signed in to your account, so that someone guessing your password elsewhere cannot lock you out of it. Scripts cannot read it; on secure connections it is named __Host-did.',
            '180 days',
          ],
          [
            <code key="brand">brand</code>,
            'Only when this site is opened by a bare address (a preview): which brand you chose with ?brand=, so the next page shows the same one.',
            'Until you close the browser',
          ],
        ]}
      />
      <p>
        Your booking in progress is kept in the open page itself, not in a cookie: if you close the tab before paying,
        nothing is saved.
      </p>
    </>
  );
}

function Preferences() {
  return (
    <>
      <p>
        These stay in your browser and save you typing the same search twice. Only your cookie choice is ever sent to
        us, so our pages can respect it; the rest lives in local storage and never leaves your device. Clearing your
        browser data removes them.
      </p>
      <Table
        caption="Values this site keeps in your browser"
        head={['Key', 'What it remembers', 'How long']}
        rows={[
          [
            <code key="t">{LAST_TRIP_TYPE_KEY}</code>,
            'Whether you last searched a round trip or a one-way trip.',
            'Until you clear your browser data',
          ],
          [
            <code key="p">{LAST_SEARCH_KEY}</code>,
            'Your last search, so "Back to Search Results" takes you back to it.',
            'Until you clear your browser data',
          ],
          [
            <code key="s">{RECENT_SEARCHES_KEY}</code>,
            'Your last 5 searches, offered under From so you can search them again.',
            'Until you clear your browser data',
          ],
          [
            <code key="r">{PREVIOUS_RESULTS_KEY}</code>,
            'The flights already on screen when you load more results, so the list does not jump.',
            'Used for 10 minutes, then ignored',
          ],
          [
            <code key="c">{CONSENT_STORAGE_KEY}</code>,
            'Your cookie choice: whether you accepted or declined analytics, so the banner does not ask on every page. Kept both as a cookie and in local storage.',
            `${CONSENT_MAX_AGE_DAYS} days, then we ask again`,
          ],
        ]}
      />
    </>
  );
}

function Analytics() {
  return (
    <>
      <p>
        Analytics tell us which pages are used and where people get stuck, so we can improve the site. Some travel
        companies that run this site also measure their advertising, for example when someone calls after clicking an
        advert.
      </p>
      <List
        items={[
          'They are off by default. Nothing is loaded until you choose "Accept all" in our cookie banner.',
          'They load only when this site has an analytics or advertising account set up; if it has none, none run even after you accept.',
          'They may set cookies such as _ga (up to 2 years) from Google Analytics or Google Ads, which receive the pages you view and the events we measure, such as a click on our phone number.',
          'If you decline, the site works exactly the same.',
        ]}
      />
    </>
  );
}

function YourChoice() {
  return (
    <>
      <p>
        You can change your mind at any time. Withdrawing consent stops analytics from loading on your next page view;
        cookies they already set can be removed in your browser settings.
      </p>
      <ConsentChoice />
      <H3>Browser settings</H3>
      <p>
        Every browser lets you see, block and delete cookies, usually under Settings, then Privacy. If you block
        essential cookies you will not be able to sign in or complete a booking.
      </p>
    </>
  );
}

function Questions({ brand }: { brand: Brand }) {
  return (
    <>
      <p>
        Questions about cookies? E-mail <MailLink email={brand.contact.email} /> and we will reply within{' '}
        {COOKIE_QUESTION_RESPONSE}. If we change this policy we give {NOTICE_OF_CHANGES}&rsquo; notice on this page.
      </p>
      <p>
        Related policies: our <TextLink to="/privacy">Privacy Policy</TextLink> explains how we handle personal
        information, our <TextLink to="/terms">Terms of Service</TextLink> cover bookings, and our{' '}
        <TextLink to="/cancellation-policy">Cancellation Policy</TextLink> explains cancellations, changes and refunds.
        This site is operated by {withFullStop(brand.company.legalName)}
      </p>
    </>
  );
}

export const COOKIE_SECTIONS: readonly LegalSection[] = [
  { id: 'what-cookies-are', title: 'What cookies are', Body: WhatCookiesAre },
  { id: 'lifetimes', title: 'Kinds of cookies and how long they last', Body: Lifetimes },
  { id: 'essential', title: 'Essential cookies', Body: Essential },
  { id: 'preferences', title: 'Preferences on your device', Body: Preferences },
  { id: 'analytics', title: 'Analytics and advertising, only with your consent', Body: Analytics },
  { id: 'your-choice', title: 'Changing your choice', Body: YourChoice },
  { id: 'questions', title: 'Questions and related policies', Body: Questions },
];
