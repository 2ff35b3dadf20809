import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../shared/schemas/auth';
import { api } from './api';

/**
 * GET /api/auth/user. The spec: a 401, or any failure, means signed out (null); the header
 * and every screen that depends on the person read this one query.
 */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  // The server sets this readable hint beside the HttpOnly session cookie; without it nobody is
  // signed in, and an anonymous visit costs no request (and logs no 401).
  if (!hasSignedInHint()) return null;
  try {
    // The schema (and zod with it) is fetched only for a signed-in visit: an anonymous first
    // paint does not download the validator.
    const { CurrentUserSchema } = await import('../../shared/schemas/auth');
    return await api.get('/api/auth/user', CurrentUserSchema);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return null;
  }
}

export function hasSignedInHint(): boolean {
  return /(?:^|;\s*)signed_in=1(?:;|$)/.test(document.cookie);
}

export const currentUserQueryOptions = () => queryOptions({ queryKey: ['auth', 'user'], queryFn: getCurrentUser });

export function useCurrentUser(): { user: CurrentUser | null; isLoading: boolean } {
  const query = useQuery(currentUserQueryOptions());
  return { user: query.data ?? null, isLoading: query.isPending };
}

/** The header's name for a person: the first name, or the username when there is none. */
export function displayName(user: Pick<CurrentUser, 'firstName' | 'username'>): string {
  return user.firstName.trim() || user.username;
}

export function avatarLetter(user: Pick<CurrentUser, 'firstName' | 'username'>): string {
  return displayName(user).charAt(0).toUpperCase();
}
