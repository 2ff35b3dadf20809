import { useState } from 'react';

/*
 * Where an admin is in a list paged by cursor (R44): the cursors that opened each page so far, so
 * Next follows the answer's `nextCursor` and Previous goes back without the server counting rows.
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return {
    /** 1 for the newest page. */
    page: cursors.length,
    before: cursors.at(-1),
    next: (cursor: string) => setCursors((all) => [...all, cursor]),
    previous: () => setCursors((all) => (all.length > 1 ? all.slice(0, -1) : all)),
    /** Back to the newest page, as when a filter changes. */
    reset: () => setCursors([undefined]),
  };
}
