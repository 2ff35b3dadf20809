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
import { useCursorPages } from './lib/cursor-pages';

const PAGE_SIZE = 20;
const selectClass =
  'border-input bg-background focus-visible:ring-ring h-9 rounded-md border px-2 text-sm focus-visible:ring-2 focus-visible:outline-hidden';

const statusVariant = (status: AdminEmail['status']) =>
  status === 'failed' ? 'destructive' : status === 'sent' ? 'secondary' : 'outline';

/** A narrowing of the list: '' (the first option) is everything. */
function FilterSelect(props: {
  label: string;
  everything: string;
  value: string;
  options: readonly (readonly [value: string, text: string])[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="grid gap-1 text-sm font-medium">
      {props.label}
      <select className={selectClass} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{props.everything}</option>
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** /admin/emails (R12): what the site sent or kept in its outbox, newest first. */
export function AdminEmailsPage() {
  usePageMeta({ title: 'E-mail outbox' });
  const pages = useCursorPages();
  const [kind, setKind] = useState('');
  const [status, setStatus] = useState<AdminEmail['status'] | ''>('');
  const [open, setOpen] = useState<AdminEmail | null>(null);
  const query = useAdminEmails({
    page: pages.page,
    pageSize: PAGE_SIZE,
    before: pages.before,
    kind: kind || undefined,
    status: status || undefined,
  });
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
        <FilterSelect
          label="Kind"
          everything="All kinds"
          value={kind}
          options={(data?.kinds ?? []).map((k) => [k, k.replaceAll('_', ' ')])}
          onChange={(value) => {
            setKind(value);
            pages.reset();
          }}
        />
        <FilterSelect
          label="Status"
          everything="All statuses"
          value={status}
          options={EMAIL_STATUSES.map((s) => [s, s])}
          onChange={(value) => {
            setStatus(value as AdminEmail['status'] | '');
            pages.reset();
          }}
        />
      </div>
      <AdminList
        pending={query.isPending || denied}
        data={data && { ...data, items: data.emails }}
        label="E-mails"
        loadingLabel="Loading e-mails"
        failure="Failed to load the outbox. Please try again later."
        empty="No e-mails yet."
        onOpen={setOpen}
        pages={pages}
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
