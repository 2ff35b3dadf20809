import { Lock } from 'lucide-react';
import { useState } from 'react';
import { EMAIL_STATUSES, type AdminEmail } from '../../../shared/schemas/admin';
import { ROUTES } from '../../../shared/routes';
import { Badge } from '../../components/ui/badge';
import { usePageMeta } from '../../rendering/page-meta';
import { useAdminEmails } from './api/inbox';
import { AdminPage } from './components/admin-page';
import { EmailDetail } from './components/email-detail';
import { AdminList } from './components/admin-list';
import { formatWhen } from './components/pager';
import { useAdminAccess } from './lib/access';

const PAGE_SIZE = 20;
const selectClass =
  'border-input bg-background focus-visible:ring-ring h-9 rounded-md border px-2 text-sm focus-visible:ring-2 focus-visible:outline-hidden';

const statusVariant = (status: AdminEmail['status']) =>
  status === 'failed' ? 'destructive' : status === 'sent' ? 'secondary' : 'outline';

/** /admin/emails (R12): what the site sent or kept in its outbox, newest first. */
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
      <AdminList
        pending={query.isPending || denied}
        data={data && { ...data, items: data.emails }}
        label="E-mails"
        loadingLabel="Loading e-mails"
        failure="Failed to load the outbox. Please try again later."
        empty="No e-mails yet."
        onOpen={setOpen}
        onPage={setPage}
        row={(email) => ({
          title: email.subject,
          subtitle: `To ${email.to} · ${email.kind.replaceAll('_', ' ')}`,
          aside: (
            <>
              {email.masked ? <Lock className="size-4" aria-label="Password or link hidden" /> : null}
              <Badge variant={statusVariant(email.status)}>{email.status}</Badge>
              <span className="text-muted-foreground whitespace-nowrap">{formatWhen(email.createdAt)}</span>
            </>
          ),
        })}
      />
      <EmailDetail email={open} onClose={() => setOpen(null)} />
    </AdminPage>
  );
}
