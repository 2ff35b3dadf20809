import type { FaqEntry } from './faq-types';

export const CANCELLATIONS_FAQ: readonly FaqEntry[] = [
  {
    id: 'how-to-cancel',
    question: 'How do I cancel my booking?',
    answer:
      "Sign in, open My Trips, find the trip under Upcoming and choose Cancel. We remind you that cancellation fees may apply based on the airline's policy and ask you to confirm. The trip then moves to the Cancelled tab and we send you an e-mail.",
    link: { to: '/my-trips', label: 'Go to My Trips' },
  },
  {
    id: 'free-cancellation',
    question: 'Is there free cancellation?',
    answer:
      'Yes, within 24 hours of booking, when the flight departs at least 7 days later, the trip starts or ends in the United States and the booking has not been changed. You get a 100% refund and our service fee is waived.',
    link: { to: '/cancellation-policy', label: 'Read the Cancellation Policy' },
  },
  {
    id: 'refund-time',
    question: 'How long does a refund take?',
    answer:
      'A refund to your card usually takes 7-14 business days once the airline has released it. Your bank may need a few more days to show it on your statement. Refunds as travel credit are instant.',
  },
  {
    id: 'cancellation-fees',
    question: 'What does it cost to cancel?',
    answer:
      "It depends on your fare. Our service fee is $35-85 per passenger, and the airline may charge its own fee or refund only part of the fare. The trip's details in My Trips show your fare's cancellation options before you confirm.",
  },
  {
    id: 'non-refundable',
    question: 'My ticket is non-refundable. What can I do?',
    answer:
      'Non-refundable fares, such as Basic Economy, cannot be cancelled for money. Some airlines offer a travel credit for a fee, and government taxes are sometimes refundable. Call us on {phone} and we will check what your airline allows.',
  },
  {
    id: 'airline-cancelled',
    question: 'What happens if the airline cancels my flight?',
    answer:
      'We contact you as soon as the airline tells us. You can accept the new flight the airline offers, choose another, or take a full refund. We charge no fee when the airline cancels.',
  },
  {
    id: 'cancel-one-passenger',
    question: 'Can I cancel for just one passenger?',
    answer:
      'Online cancellation cancels the whole booking. To cancel for one traveller and keep the others flying, contact our team with your booking reference; a partial refund calculation fee of $40 per booking applies.',
  },
  {
    id: 'medical-emergency',
    question: 'Are fees waived if I cancel for a medical emergency?',
    answer:
      'They can be. We may waive our fees, and ask the airline to waive theirs, for a documented medical emergency, military deployment or an airline schedule change. Send us the documents with your request.',
  },
];

export const CHANGES_FAQ: readonly FaqEntry[] = [
  {
    id: 'change-date',
    question: 'Can I change the date or time of my flight?',
    answer:
      'If your fare allows changes, yes. Call us on {phone} or send a modification request through our contact form with your booking reference. Our change fee is $25-75 per passenger, plus any airline fee and any difference in fare.',
    link: { to: '/contact', label: 'Request a change' },
  },
  {
    id: 'same-day-change',
    question: 'Can I change to an earlier flight on the day I travel?',
    answer:
      'Often, if seats are free and your fare allows it. A same-day change costs $50-150 per passenger. Call us at any hour on {phone}, as the options can go quickly.',
  },
  {
    id: 'change-name',
    question: 'Can I change the name on a ticket?',
    answer:
      'Airline tickets cannot be passed to another person. Small corrections, such as a misspelt letter, are usually possible: contact us with your booking reference before check-in and we will ask the airline.',
  },
  {
    id: 'change-seats',
    question: 'Can I change my seat after booking?',
    answer:
      "Yes. Ask our team, or use the airline's own booking management or check-in, where most airlines let you change seats for free or for a charge. Seats chosen during booking are on your confirmation.",
  },
  {
    id: 'add-baggage',
    question: 'Can I add baggage or other extras?',
    answer:
      'Yes. The baggage included in your fare is listed on the flight page. To add bags, meals or other extras, contact our team or add them with the airline before check-in, which is often cheaper than at the airport.',
  },
  {
    id: 'schedule-change',
    question: 'The airline changed my flight time. What now?',
    answer:
      'We e-mail you the new times as soon as the airline tells us. If the change does not suit you, we can look for another flight or cancel, and our fees are waived for an airline schedule change.',
  },
  {
    id: 'cheaper-new-flight',
    question: 'What if my new flight is cheaper?',
    answer:
      "It depends on your fare's rules: some airlines refund the difference, others keep it as travel credit. We tell you the outcome before you confirm the change.",
  },
  {
    id: 'change-route',
    question: 'Can I change my destination?',
    answer:
      "A new destination is usually a new ticket: the original one is cancelled under its fare rules and the new one booked at today's price. Our team can work out the cheapest way to do it.",
  },
  {
    id: 'change-urgent',
    question: 'My flight is within 24 hours. How do I get help quickly?',
    answer:
      'Call us on {phone}, 24/7. If you use the contact form, choose the Urgent priority (travel within 24 hours) so your request goes to the top of the queue.',
  },
];
