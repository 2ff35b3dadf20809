export { OFFER_EXPIRED_MESSAGE, toAppError } from './errors';
export { priceSeatMaps } from './pricing';
export { createRedisOfferCache } from './redis-offer-cache';
export { createFlightsService } from './service';
export type { FlightsService, SellingBrand } from './service';
export { flightsPlugin } from './plugin';
