/** The constraint of a failed statement whose PostgreSQL error code (SQLSTATE) is `state`, PGlite and pg alike. */
function violated(error: unknown, state: string): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === state) return constraint ?? '';
  }
  return undefined;
}

/** The unique index a failed insert ran into, if that is why it failed. */
export const uniqueViolation = (error: unknown) => violated(error, '23505');

/** The foreign key a failed write broke (the row it points at is gone), if that is why it failed. */
export const foreignKeyViolation = (error: unknown) => violated(error, '23503');
