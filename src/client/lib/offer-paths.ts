/** The offer calls' addresses (J7); apart from lib/offers.ts, which brings zod. */
export const offerPath = (kind: 'offer' | 'seatmaps' | 'verify-offer', offerId: string) =>
  `/api/flights/${kind}/${encodeURIComponent(offerId)}`;
