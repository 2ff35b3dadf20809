import { z } from 'zod';

/** Every error the API returns has this shape: a stable code and a sentence for people. */
export const ApiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  /** Field-level problems for 400s from schema validation, so forms can place each message. */
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** A route's error responses: each status listed answers with ApiErrorSchema. */
export function apiErrors<S extends number>(...statuses: S[]): Record<`${S}`, typeof ApiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ApiErrorSchema])) as Record<
    `${S}`,
    typeof ApiErrorSchema
  >;
}
