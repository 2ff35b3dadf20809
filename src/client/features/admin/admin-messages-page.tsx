import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import type { AdminContactMessage } from '../../../shared/schemas/admin';
import { ROUTES } from '../../../shared/routes';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Spinner } from '../../components/ui/spinner';
import { usePageMeta } from '../../lib/page-meta';
import { useAdminMessages } from './api/inbox';
import { AdminPage } from './components/admin-page';
import { MessageDetail } from './components/message-detail';
import { formatWhen, Pager } from './components/pager';
import { useAdminAccess } from './lib/access';

const PAGE_SIZE = 20;
const URGENT = new Set(['urgent', 'high']);

/** /admin/messages (decision 11): what visitors sent through the contact form, newest first. */
export function AdminMessagesPage() {
  usePageMeta({ title: 'Contact messages' });
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminContactMessage | null>(null);
  const query = useAdminMessages({ page, pageSize: PAGE_SIZE });
  const denied = useAdminAccess(query.error);
  const data = query.data;

  return (
    <AdminPage back={{ to: ROUTES.adminSettings, label: 'Back to Admin Settings' }} title="Contact messages" wide>
      {query.isPending || denied ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading messages" />
        </div>
      ) : !data ? (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertDescription>Failed to load the contact messages. Please try again later.</AlertDescription>
        </Alert>
      ) : data.messages.length === 0 ? (
        <p className="text-muted-foreground border-border rounded-lg border p-8 text-center">No messages yet.</p>
      ) : (
        <>
          <ul className="border-border divide-border divide-y rounded-lg border" aria-label="Messages">
            {data.messages.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  onClick={() => setOpen(m)}
                  className="hover:bg-muted focus-visible:ring-ring grid w-full gap-1 px-4 py-3 text-left focus-visible:ring-2 focus-visible:outline-hidden sm:grid-cols-[1fr_auto] sm:gap-4"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium">
                      {m.firstName} {m.lastName} · {m.subject}
                    </span>
                    <span className="text-muted-foreground block truncate text-sm">
                      {m.reference} · {m.message}
                    </span>
                  </span>
                  <span className="flex items-center gap-2 text-sm sm:justify-end">
                    <Badge variant={URGENT.has(m.priority) ? 'destructive' : 'outline'}>{m.priority}</Badge>
                    <span className="text-muted-foreground whitespace-nowrap">{formatWhen(m.createdAt)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
        </>
      )}
      <MessageDetail message={open} onClose={() => setOpen(null)} />
    </AdminPage>
  );
}
