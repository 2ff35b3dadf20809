export { OFFER_EXPIRED_MESSAGE, toAppError } from './errors';
export { catalogMarkupSource, priceSeatMaps } from './pricing';
export { createRedisOfferCache } from './redis-offer-cache';
export { createFlightsService } from './service';
export type { FlightsService } from './service';
