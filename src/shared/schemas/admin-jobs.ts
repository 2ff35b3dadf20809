import { z } from 'zod';

/** R51: a job that failed its last attempt, as the admin's dead-letter list shows it. */
export const AdminJobSchema = z.object({
  id: z.number().int(),
  queue: z.string(),
  attempts: z.number().int(),
  lastError: z.string(),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  failedAt: z.string(),
});
export type AdminJob = z.infer<typeof AdminJobSchema>;

export const AdminJobListSchema = z.object({ jobs: z.array(AdminJobSchema) });
export const AdminJobParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'No failed job with this id' })
    .int('No failed job with this id')
    .positive('No failed job with this id'),
});
