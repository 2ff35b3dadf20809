import type { FaqEntry } from './faq-types';

export const TRAVEL_FAQ: readonly FaqEntry[] = [
  {
    id: 'arrive-airport',
    question: 'When should I get to the airport?',
    answer:
      'At least 2 hours before a domestic flight and 3 hours before an international one. Bag drop and boarding gates close earlier than departure, and airlines can refuse late passengers.',
  },
  {
    id: 'passport-validity',
    question: 'How long must my passport be valid?',
    answer:
      'Many countries require it to be valid for 6 months beyond your return date, so check yours before you book. Our passenger form warns you when a passport has expired or has less than 6 months left.',
  },
  {
    id: 'check-in',
    question: 'When can I check in online?',
    answer:
      "Online check-in opens 24-48 hours before departure, depending on the airline. Check in on the airline's website or app with the airline's booking reference from your confirmation.",
  },
  {
    id: 'why-passport',
    question: 'Why do you ask for passport details for some trips?',
    answer:
      'Airlines must send passport details to border authorities for international flights, so we ask for them during booking whenever your trip crosses a border. For domestic trips they are optional and you can skip them.',
  },
  {
    id: 'visa',
    question: 'Do I need a visa?',
    answer:
      'It depends on your nationality, your destination and any country you connect through. Check the official government sources of each country before you book; travellers are responsible for their own visas and entry documents.',
  },
  {
    id: 'baggage-allowance',
    question: 'How much baggage can I take?',
    answer:
      "It depends on the airline and fare. The flight page lists the bags included in each offer, and the Fare Rules tab shows the fare's conditions. Basic fares often include only a small cabin bag.",
  },
  {
    id: 'local-times',
    question: 'Are the flight times local?',
    answer:
      "Yes. Departure and arrival times are shown in each airport's local time, as on your boarding pass. A +1 means you land the next day. Flight durations are the real time in the air and on the ground.",
  },
  {
    id: 'infants',
    question: 'How do I travel with a baby?',
    answer:
      "Children under 2 on the date of travel fly on an adult's lap, one per adult, and do not get their own seat. Add them as infants when you search. Babies need their own passport for international trips.",
  },
  {
    id: 'missed-connection',
    question: 'What if I miss a connecting flight?',
    answer:
      "When both flights are on one booking and the first one is late, the airline must get you to your destination. Go to the airline's transfer desk, and call us on {phone} if you need help.",
  },
];

export const ACCOUNT_FAQ: readonly FaqEntry[] = [
  {
    id: 'account-benefits',
    question: 'What can I do with an account?',
    answer:
      'Account holders can view all their trips in My Trips, cancel upcoming bookings, change flights with our team, manage seats and extras, and save multiple travellers: everyone on your bookings is kept with the trip, so you can see who is flying when.',
    link: { to: '/my-trips', label: 'Open My Trips' },
  },
  {
    id: 'create-account',
    question: 'How do I create an account?',
    answer:
      "Choose Sign Up, enter your name, e-mail, a username and a password, and accept the terms. If you book without an account, we create one for you with the lead passenger's e-mail.",
    link: { to: '/register', label: 'Create an account' },
  },
  {
    id: 'find-booking',
    question: "I booked without signing in. Where's my trip?",
    answer:
      "If we created an account for you, its username and password were shown on the confirmation and sent to the lead passenger's e-mail. If the e-mail already had an account, sign in with it: the trip is in My Trips.",
  },
  {
    id: 'forgot-password',
    question: 'I forgot my password.',
    answer:
      'Choose Forgot password? on the sign-in page and enter your e-mail. We send a link that works once and for 1 hour, where you choose a new password.',
    link: { to: '/forgot-password', label: 'Reset your password' },
  },
  {
    id: 'change-password',
    question: 'How do I change my password?',
    answer:
      'Go to Account Settings, then Security. A new password needs at least 12 characters with an uppercase letter, a lowercase letter, a number and a special character.',
  },
  {
    id: 'change-email',
    question: 'Can I change my e-mail address or username?',
    answer:
      'Your username and e-mail are shown in Account Settings under Profile and cannot be edited there. To change your e-mail, contact our support team from the address on the account.',
  },
  {
    id: 'delete-account',
    question: 'How do I delete my account?',
    answer:
      'Account deletion is done through our support team: write to {email} or use the contact form from the e-mail on your account. We confirm it is you, then delete it. Booking records are kept only as long as tax law requires.',
  },
  {
    id: 'two-factor',
    question: 'Do you offer two-factor authentication?',
    answer:
      'Not yet: it is coming soon and shown in Account Settings under Security. Until then, use a long, unique password and sign out on shared computers.',
  },
  {
    id: 'signed-out',
    question: 'Why was I signed out?',
    answer:
      'For your security we end a session after 30 minutes without activity, or after 12 hours. Tick "Remember me for 30 days" when signing in on your own device to stay signed in longer.',
  },
];
