/**
 * Flights (J2-J9, R1, R16): search, offers, seat maps and offer checks at the brand's selling price.
 * This file is the domain's whole public surface; everything else in the folder is private.
 */
export { OFFER_EXPIRED_MESSAGE, toAppError } from './errors';
export { priceSeatMaps } from './pricing';
export type { FlightsService, SellingBrand } from './service';
export { flightsPlugin } from './plugin';
