import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { Pager } from './pager';

interface Page<T> {
  items: T[];
  pageSize: number;
  total: number;
  totalExact: boolean;
  nextCursor: string | null;
}

export interface AdminListRow {
  title: ReactNode;
  subtitle: ReactNode;
  /** Badges and the date, right-aligned on wide screens. */
  aside: ReactNode;
}

/**
 * The admin inboxes (outbox, contact messages) share one shape: a paged list of rows that open a
 * detail dialog, with the same loading, failure and empty states.
 */
export function AdminList<T extends { id: string }>(props: {
  /** Still loading, or the access check is about to send the visitor away. */
  pending: boolean;
  data: Page<T> | undefined;
  label: string;
  loadingLabel: string;
  failure: string;
  empty: string;
  row: (item: T) => AdminListRow;
  onOpen: (item: T) => void;
  /** Where the admin is: see useCursorPages. */
  pages: { page: number; next: (cursor: string) => void; previous: () => void };
}) {
  const { data } = props;
  if (props.pending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={props.loadingLabel} />
      </div>
    );
  }
  if (!data) {
    return (
      <Alert variant="destructive">
        <AlertTriangle aria-hidden="true" />
        <AlertDescription>{props.failure}</AlertDescription>
      </Alert>
    );
  }
  if (data.items.length === 0 && props.pages.page === 1) {
    return <p className="text-muted-foreground border-border rounded-lg border p-8 text-center">{props.empty}</p>;
  }
  return (
    <>
      <ul className="border-border divide-border divide-y rounded-lg border" aria-label={props.label}>
        {data.items.map((item) => {
          const row = props.row(item);
          return (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => props.onOpen(item)}
                className="hover:bg-muted focus-visible:ring-ring grid w-full gap-1 px-4 py-3 text-left focus-visible:ring-2 focus-visible:outline-hidden sm:grid-cols-[1fr_auto] sm:gap-4"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium">{row.title}</span>
                  <span className="text-muted-foreground block truncate text-sm">{row.subtitle}</span>
                </span>
                <span className="flex items-center gap-2 text-sm sm:justify-end">{row.aside}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <Pager
        page={props.pages.page}
        pageSize={data.pageSize}
        total={data.total}
        totalExact={data.totalExact}
        hasNext={data.nextCursor !== null}
        onPrevious={props.pages.previous}
        onNext={() => {
          if (data.nextCursor) props.pages.next(data.nextCursor);
        }}
      />
    </>
  );
}
