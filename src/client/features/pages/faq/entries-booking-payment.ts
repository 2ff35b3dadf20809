import type { FaqEntry } from './faq-types';

export const BOOKING_FAQ: readonly FaqEntry[] = [
  {
    id: 'how-to-book',
    question: 'How do I book a flight?',
    answer:
      'Search from our home page with where you are flying from and to, your dates, cabin and number of passengers. Pick a flight from the results and open View Details to see the times, fare rules and seat maps, then choose Book This Flight. Booking takes four steps: Passenger Details, Seat Selection, Payment and Confirmation.',
    link: { to: '/', label: 'Search flights' },
  },
  {
    id: 'how-far-ahead',
    question: 'How far in advance can I book?',
    answer:
      'Airlines open their schedules about 11 months ahead, so you can book flights up to roughly 11 months before departure. You can also book at short notice: our search shows flights leaving from about two hours from now.',
  },
  {
    id: 'account-needed',
    question: 'Do I need an account to book?',
    answer:
      "No. If you book without signing in and the lead passenger's e-mail is new to us, we create an account for you: the username and password are shown once on the confirmation screen and sent by e-mail. If that e-mail already has an account, the booking is added to it and you can see it in My Trips after you sign in.",
  },
  {
    id: 'confirmation',
    question: 'How do I know my booking is confirmed?',
    answer:
      'After payment the confirmation screen shows your 8-character booking reference and we send a confirmation e-mail to the lead passenger. Your trip also appears in My Trips under Upcoming. Keep the reference handy when you contact us.',
  },
  {
    id: 'price-changed',
    question: 'Why did the price change or the offer expire while I was booking?',
    answer:
      "Airline prices are live, and each offer is held for a limited time, usually about 30 minutes. We check the offer again before you pay. If the price has changed or the seats have gone, we tell you before charging anything and you can search again. We never charge a price you haven't seen.",
  },
  {
    id: 'how-many-passengers',
    question: 'How many passengers can I book at once?',
    answer:
      'Up to 9 travellers per booking: at least one adult (12 and over), children aged 2 to 11, and infants under 2. Each infant travels on the lap of an adult, so you can book as many infants as adults. For a group of 10 or more, call us on {phone}.',
  },
  {
    id: 'choose-seats',
    question: 'Can I choose my seats?',
    answer:
      'Yes, when the airline publishes a seat map. At the Seat Selection step, pick a passenger tab and then a free seat for each flight; clicking a chosen seat again frees it. Some seats carry a charge, which is shown on the seat and added to your total. Infants on a lap do not need a seat. You can also choose Skip Seat Selection and get seats at check-in.',
  },
  {
    id: 'passenger-details',
    question: 'What passenger details do you need?',
    answer:
      "Each traveller's first and last name exactly as on their passport or ID, and their date of birth. The lead passenger also gives an e-mail address and phone number. For international trips the airline requires passport details (number, issuing country and expiry date); for domestic trips you can skip them.",
  },
  {
    id: 'multi-city',
    question: 'Can I book a multi-city trip?',
    answer:
      'Multi-city trips are booked by our travel experts. Call us on {phone}, any time of day or night, and we will build the itinerary with you. Round trips and one-way flights can be booked online.',
  },
];

export const PAYMENT_FAQ: readonly FaqEntry[] = [
  {
    id: 'payment-methods',
    question: 'Which payment methods do you accept?',
    answer:
      'We accept major credit and debit cards (Visa, Mastercard, American Express, Discover and more), PayPal, Apple Pay and Google Pay. Online checkout takes cards; to pay with PayPal, Apple Pay or Google Pay, call our team on {phone}.',
  },
  {
    id: 'split-payment',
    question: 'Can I split the payment between two cards?',
    answer:
      'No. We take one payment method per booking, for the full amount. If you need to share the cost, one traveller can pay and the others can settle with them, or you can make separate bookings.',
  },
  {
    id: 'when-charged',
    question: 'When is my card charged?',
    answer:
      'Once, when you choose Complete Booking. If the airline then fails to confirm your booking, we release the payment or refund it in full and tell you straight away. You never pay for a booking that was not made.',
  },
  {
    id: 'payment-secure',
    question: 'Is my payment secure?',
    answer:
      'Yes. Every page is encrypted with SSL, and your card details go straight to our payment processor. We keep only the card brand, its last four digits and the expiry date, so we can recognise it for a refund. We never store or log your full card number or security code (CVV).',
  },
  {
    id: 'card-declined',
    question: 'Why was my card declined?',
    answer:
      'Your bank decides, usually because of insufficient funds, an incorrect security code, an expired card or a security check. No money is taken for a declined payment. We clear the card fields (your name stays) so you can try again or use another card; your bank can tell you the exact reason.',
  },
  {
    id: 'double-charge',
    question: 'Will I be charged twice if I click twice or my connection drops?',
    answer:
      'No. Each checkout attempt carries its own reference, so if the same payment reaches us twice we recognise it and return the first result instead of charging again.',
  },
  {
    id: 'hidden-fees',
    question: 'Are there any hidden fees?',
    answer:
      'No. The price on the flight page and at checkout includes the fare, taxes, airline charges and our service fee. Paid seats are added only if you choose them, and the total is shown before you pay.',
  },
  {
    id: 'currency',
    question: 'Which currency will I pay in?',
    answer:
      'In the currency shown at checkout. If your card is in another currency, your bank converts it and may add a foreign transaction fee; check with your card issuer.',
  },
  {
    id: 'receipt',
    question: 'Will I get a receipt?',
    answer:
      'Your confirmation e-mail shows the flights, passengers and total paid, and serves as your receipt. If you need an invoice with company details, e-mail {email} with your booking reference.',
  },
];
