import { useState } from 'react';
import type { AdminContactMessage } from '../../../shared/schemas/admin';
import { ROUTES } from '../../../shared/routes';
import { Badge } from '../../components/ui/badge';
import { usePageMeta } from '../../rendering/page-meta';
import { useAdminMessages } from './api/inbox';
import { AdminPage } from './components/admin-page';
import { MessageDetail } from './components/message-detail';
import { AdminList } from './components/admin-list';
import { formatWhen } from './components/pager';
import { useAdminAccess } from './lib/access';
import { useCursorPages } from './lib/cursor-pages';

const PAGE_SIZE = 20;
const URGENT = new Set(['urgent', 'high']);

/** /admin/messages (R11): what visitors sent through the contact form, newest first. */
export function AdminMessagesPage() {
  usePageMeta({ title: 'Contact messages' });
  const pages = useCursorPages();
  const [open, setOpen] = useState<AdminContactMessage | null>(null);
  const query = useAdminMessages({ page: pages.page, pageSize: PAGE_SIZE, before: pages.before });
  const denied = useAdminAccess(query.error);
  const data = query.data;

  return (
    <AdminPage back={{ to: ROUTES.adminSettings, label: 'Back to Admin Settings' }} title="Contact messages" wide>
      <AdminList
        pending={query.isPending || denied}
        data={data && { ...data, items: data.messages }}
        label="Messages"
        loadingLabel="Loading messages"
        failure="Failed to load the contact messages. Please try again later."
        empty="No messages yet."
        onOpen={setOpen}
        pages={pages}
        row={(m) => ({
          title: `${m.firstName} ${m.lastName} · ${m.subject}`,
          subtitle: `${m.reference} · ${m.message}`,
          aside: (
            <>
              <Badge variant={URGENT.has(m.priority) ? 'destructive' : 'outline'}>{m.priority}</Badge>
              <span className="text-muted-foreground whitespace-nowrap">{formatWhen(m.createdAt)}</span>
            </>
          ),
        })}
      />
      <MessageDetail message={open} onClose={() => setOpen(null)} />
    </AdminPage>
  );
}
