import type { OrderPassenger } from '../../providers/flights/types';
import { isSealedSecret, openSecret, sealSecret } from '../platform';
import type { StoredRequest } from './types';

/*
 * R49 (passports at rest): bookings.request keeps what recovery needs to place the order again,
 * passports included, so each passport number is sealed before the row is written and opened only
 * where the order goes to the airline. Rows written before this rule hold the number in plain
 * text; a sealed value has secret-box's format (`v1.<keyId>.…`, with dots), which a passport number
 * (letters and digits) never has, so both read correctly.
 */

export const isSealed = isSealedSecret;

const sealed = (value: string | undefined): string | undefined =>
  value === undefined || value === '' || isSealed(value) ? value : sealSecret(value);
const opened = (value: string): string => (isSealed(value) ? openSecret(value) : value);

/** The request as it is written to bookings.request: every passport number sealed. */
export function sealRequest(request: StoredRequest): StoredRequest {
  return {
    ...request,
    passengers: request.passengers.map((p) =>
      p.passportNumber ? { ...p, passportNumber: sealed(p.passportNumber) } : p,
    ),
    orderPassengers: request.orderPassengers.map((p) =>
      p.identityDocument
        ? { ...p, identityDocument: { ...p.identityDocument, number: sealed(p.identityDocument.number) ?? '' } }
        : p,
    ),
  };
}

/** The passengers as the airline must receive them, passport numbers opened (old plain rows as they are). */
export function orderPassengersToSend(request: StoredRequest): OrderPassenger[] {
  return request.orderPassengers.map((p) =>
    p.identityDocument
      ? { ...p, identityDocument: { ...p.identityDocument, number: opened(p.identityDocument.number) } }
      : p,
  );
}
