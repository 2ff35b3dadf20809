import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  AdminContactListSchema,
  AdminEmailListSchema,
  type AdminContactQueryInput as AdminContactQuery,
  type AdminEmailQueryInput as AdminEmailQuery,
} from '../../../../shared/schemas/admin';
import { api } from '../../../lib/api';

/*
 * The admin's outbox and contact messages: GET /api/admin/emails and /api/admin/contact-messages,
 * a page at a time by the cursor the previous page gave (R44).
 */

function search(params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export const adminEmailsQueryOptions = (query: AdminEmailQuery) =>
  queryOptions({
    queryKey: ['admin', 'emails', query],
    queryFn: () => api.get(`/api/admin/emails${search(query)}`, AdminEmailListSchema),
    placeholderData: keepPreviousData,
  });

export const useAdminEmails = (query: AdminEmailQuery) => useQuery(adminEmailsQueryOptions(query));

export const adminMessagesQueryOptions = (query: AdminContactQuery) =>
  queryOptions({
    queryKey: ['admin', 'contact-messages', query],
    queryFn: () => api.get(`/api/admin/contact-messages${search(query)}`, AdminContactListSchema),
    placeholderData: keepPreviousData,
  });

export const useAdminMessages = (query: AdminContactQuery) => useQuery(adminMessagesQueryOptions(query));
