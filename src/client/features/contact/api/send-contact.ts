import { useMutation } from '@tanstack/react-query';
import { ContactResponseSchema, type ContactRequest } from '../../../../shared/schemas/contact';
import { api } from '../../../lib/api';

/** POST /api/contact (R11): stored, e-mailed to support, acknowledged with a reference. */
export const sendContactMessage = (input: ContactRequest) => api.post('/api/contact', input, ContactResponseSchema);

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
