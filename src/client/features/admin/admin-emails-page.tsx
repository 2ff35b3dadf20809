import { AlertTriangle, Lock } from 'lucide-react';
import { useState } from 'react';
import { EMAIL_STATUSES, type AdminEmail } from '../../../shared/schemas/admin';
import { ROUTES } from '../../../shared/routes';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Spinner } from '../../components/ui/spinner';
import { usePageMeta } from '../../lib/page-meta';
import { useAdminEmails } from './api/inbox';
import { AdminPage } from './components/admin-page';
import { EmailDetail } from './components/email-detail';
import { formatWhen, Pager } from './components/pager';
import { useAdminAccess } from './lib/access';

const PAGE_SIZE = 20;
const selectClass =
  'border-input bg-background focus-visible:ring-ring h-9 rounded-md border px-2 text-sm focus-visible:ring-2 focus-visible:outline-hidden';

const statusVariant = (status: AdminEmail['status']) =>
  status === 'failed' ? 'destructive' : status === 'sent' ? 'secondary' : 'outline';

/** /admin/emails (decision 12): what the site sent or kept in its outbox, newest first. */
export function AdminEmailsPage() {
  usePageMeta({ title: 'E-mail outbox' });
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState('');
  const [status, setStatus] = useState<AdminEmail['status'] | ''>('');
  const [open, setOpen] = useState<AdminEmail | null>(null);
  const query = useAdminEmails({ page, pageSize: PAGE_SIZE, kind: kind || undefined, status: status || undefined });
  const denied = useAdminAccess(query.error);
  const data = query.data;

  return (
    <AdminPage
      back={{ to: ROUTES.adminSettings, label: 'Back to Admin Settings' }}
      title="E-mail outbox"
      description="Every e-mail the site wrote. Without SMTP they are kept here instead of sent."
      wide
    >
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-medium">
          Kind
          <select
            className={selectClass}
            value={kind}
            onChange={(e) => {
              setKind(e.target.value);
              setPage(1);
            }}
          >
            <option value="">All kinds</option>
            {(data?.kinds ?? []).map((k) => (
              <option key={k} value={k}>
                {k.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Status
          <select
            className={selectClass}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as AdminEmail['status'] | '');
              setPage(1);
            }}
          >
            <option value="">All statuses</option>
            {EMAIL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      </div>
      {query.isPending || denied ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading e-mails" />
        </div>
      ) : !data ? (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertDescription>Failed to load the outbox. Please try again later.</AlertDescription>
        </Alert>
      ) : data.emails.length === 0 ? (
        <p className="text-muted-foreground border-border rounded-lg border p-8 text-center">No e-mails yet.</p>
      ) : (
        <>
          <ul className="border-border divide-border divide-y rounded-lg border" aria-label="E-mails">
            {data.emails.map((email) => (
              <li key={email.id}>
                <button
                  type="button"
                  onClick={() => setOpen(email)}
                  className="hover:bg-muted focus-visible:ring-ring grid w-full gap-1 px-4 py-3 text-left focus-visible:ring-2 focus-visible:outline-hidden sm:grid-cols-[1fr_auto] sm:gap-4"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{email.subject}</span>
                    <span className="text-muted-foreground block truncate text-sm">
                      To {email.to} · {email.kind.replaceAll('_', ' ')}
                    </span>
                  </span>
                  <span className="flex items-center gap-2 text-sm sm:justify-end">
                    {email.masked ? <Lock className="size-4" aria-label="Password hidden" /> : null}
                    <Badge variant={statusVariant(email.status)}>{email.status}</Badge>
                    <span className="text-muted-foreground whitespace-nowrap">{formatWhen(email.createdAt)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
        </>
      )}
      <EmailDetail email={open} onClose={() => setOpen(null)} />
    </AdminPage>
  );
}
