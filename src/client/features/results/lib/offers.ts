import type { Offer } from '../../../../shared/schemas/flights';

/**
 * J2: no card for a missing offer, one without an outbound slice, or one whose
 * outbound has no segments. It is logged as a warning: the page goes on with the other offers.
 */
export function isRenderableOffer(offer: Offer | null | undefined): offer is Offer {
  const outbound = offer?.slices?.[0];
  if (offer && outbound && Array.isArray(outbound.segments) && outbound.segments.length > 0) return true;
  console.warn('Skipping a flight offer without an outbound flight', offer?.id ?? offer);
  return false;
}
