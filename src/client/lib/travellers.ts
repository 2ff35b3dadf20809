import { queryOptions, useQuery } from '@tanstack/react-query';
import { SuccessMessageSchema } from '../../shared/schemas/auth';
import {
  SavedTravellerSchema,
  SavedTravellersListSchema,
  type DeleteAccountInput,
  type SavedTraveller,
  type SavedTravellerInput,
} from '../../shared/schemas/travellers';
import { apiRequest } from './api';
import { useCurrentUser } from './auth';

/*
 * R49: the signed-in account's saved travellers, for the travellers page and the booking form's
 * choice (lib/, so neither feature imports the other).
 */

const PATH = '/api/account/travellers';

export const savedTravellersQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'travellers'],
    queryFn: async (): Promise<SavedTraveller[]> =>
      (await apiRequest('GET', PATH, SavedTravellersListSchema)).travellers,
  });

/** The account's travellers once signed in; [] for a visitor (nothing is asked). */
export function useSavedTravellers(): { travellers: SavedTraveller[]; isLoading: boolean; signedIn: boolean } {
  const { user } = useCurrentUser();
  const query = useQuery({ ...savedTravellersQueryOptions(), enabled: Boolean(user) });
  return { travellers: query.data ?? [], isLoading: Boolean(user) && query.isLoading, signedIn: Boolean(user) };
}

export const saveTraveller = (input: SavedTravellerInput, id?: string) =>
  id
    ? apiRequest('PUT', `${PATH}/${encodeURIComponent(id)}`, SavedTravellerSchema, { body: input })
    : apiRequest('POST', PATH, SavedTravellerSchema, { body: input });

export const deleteTraveller = (id: string) =>
  apiRequest('DELETE', `${PATH}/${encodeURIComponent(id)}`, SuccessMessageSchema);

export const deleteAccount = (input: DeleteAccountInput) =>
  apiRequest('DELETE', '/api/account', SuccessMessageSchema, { body: input });
