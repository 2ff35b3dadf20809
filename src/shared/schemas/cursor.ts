import { z } from 'zod';

/*
 * Keyset pagination's cursor (R44): where the last page ended, as the list's sort key and the row's
 * id (the id breaks ties, so rows written in the same microsecond are neither repeated nor
 * skipped). Opaque to clients: base64url of a small JSON object. It names the ordering it belongs
 * to, so a cursor taken from one list (or tab) is refused by another instead of being compared
 * against a key of another type.
 */

export interface Cursor {
  /** The ordering the cursor belongs to, e.g. 'emails' or 'upcoming'. */
  o: string;
  /** The last row's sort key as the database printed it (a timestamp or a departure time). */
  k: string;
  /** The last row's id. */
  id: string;
}

const CursorContent = z.object({
  o: z.string().regex(/^[a-z_]{1,20}$/),
  k: z.string().max(64),
  id: z.uuid(),
});

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export function encodeCursor(cursor: Cursor): string {
  return toBase64Url(JSON.stringify({ o: cursor.o, k: cursor.k, id: cursor.id }));
}

/** The cursor, or null when the text is not one this site wrote. */
export function decodeCursor(text: string): Cursor | null {
  if (!/^[A-Za-z0-9_-]{1,300}$/.test(text)) return null;
  try {
    const json: unknown = JSON.parse(atob(text.replace(/-/g, '+').replace(/_/g, '/')));
    const parsed = CursorContent.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** `?before=`: a cursor from a previous answer's `nextCursor`; anything else is a 400. */
export const CursorParamSchema = z
  .string()
  .max(300)
  .transform((text, ctx) => {
    const cursor = decodeCursor(text);
    if (!cursor) {
      ctx.addIssue({ code: 'custom', message: 'before is not a cursor from a previous page' });
      return z.NEVER;
    }
    return cursor;
  });
