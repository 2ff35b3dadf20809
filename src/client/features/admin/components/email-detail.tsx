import type { AdminEmail } from '../../../../shared/schemas/admin';
import { DetailDialog } from './detail-dialog';
import { formatWhen } from './pager';

/** One e-mail as it was written; a password or link token is masked by the server and the admin is told so. */
export function EmailDetail({ email, onClose }: { email: AdminEmail | null; onClose: () => void }) {
  return (
    <DetailDialog
      item={email}
      onClose={onClose}
      title={(e) => e.subject}
      titleClassName="pr-6 break-words"
      description={(e) => `To ${e.to} · ${e.kind.replaceAll('_', ' ')} · ${e.status} · ${formatWhen(e.createdAt)}`}
    >
      {(e) => (
        <>
          {e.masked ? (
            <p className="bg-muted rounded-md px-3 py-2 text-sm">
              The password or link in this e-mail is hidden: only the account&apos;s owner received it.
            </p>
          ) : null}
          {e.lastError ? <p className="text-destructive text-sm">Last error: {e.lastError}</p> : null}
          <pre className="bg-muted max-h-[60vh] overflow-auto rounded-md p-4 text-sm whitespace-pre-wrap">{e.text}</pre>
        </>
      )}
    </DetailDialog>
  );
}
