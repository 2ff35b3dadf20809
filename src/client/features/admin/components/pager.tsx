import { Button } from '../../../components/ui/button';

/**
 * Previous / Next over an admin list paged by cursor (R44), with where we are. Next follows the
 * answer's cursor; the total is the server's, exact or "about" when the list is large.
 */
export function Pager(props: {
  page: number;
  pageSize: number;
  total: number;
  totalExact: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const pages = Math.max(props.page, Math.ceil(props.total / props.pageSize));
  if (props.total === 0 && !props.hasNext && props.page === 1) return null;
  const about = props.totalExact ? '' : 'about ';
  return (
    <nav className="mt-4 flex items-center justify-between gap-3" aria-label="Pages">
      <Button variant="outline" size="sm" disabled={props.page <= 1} onClick={props.onPrevious}>
        Previous
      </Button>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        Page {props.page} of {about}
        {pages.toLocaleString('en-GB')} · {about}
        {props.total.toLocaleString('en-GB')} in all
      </p>
      <Button variant="outline" size="sm" disabled={!props.hasNext} onClick={props.onNext}>
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
