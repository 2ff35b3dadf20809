import { Button } from '../../../components/ui/button';

/** Previous / Next over a paged admin list, with where we are. */
export function Pager(props: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  if (props.total === 0) return null;
  return (
    <nav className="mt-4 flex items-center justify-between gap-3" aria-label="Pages">
      <Button variant="outline" size="sm" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
        Previous
      </Button>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        Page {props.page} of {pages} · {props.total} in all
      </p>
      <Button variant="outline" size="sm" disabled={props.page >= pages} onClick={() => props.onPage(props.page + 1)}>
        Next
      </Button>
    </nav>
  );
}

/** '9 Jun 2025, 10:00' in the admin's own time zone. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
