import { matchPath } from 'react-router';
import { ROUTES } from '../../../shared/routes';
import { requestEarly } from '../../lib/api';
import { offerPath } from '../../lib/offer-paths';

/**
 * Asks for the offer of a /flight/{id} deep link while the detail screen's code is still on its
 * way (app/router.tsx), as the results page does with its search; the screen's own request
 * (getOffer) takes the answer. Part of every page's first download: no schemas here.
 */
export function startOfferEarly(pathname: string): void {
  const id = matchPath(ROUTES.flight, pathname)?.params.id;
  if (id) requestEarly('GET', offerPath('offer', id));
}
