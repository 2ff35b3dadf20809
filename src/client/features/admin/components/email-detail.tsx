import type { AdminEmail } from '../../../../shared/schemas/admin';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { formatWhen } from './pager';

/** One e-mail as it was written; a password or link token is masked by the server and the admin is told so. */
export function EmailDetail({ email, onClose }: { email: AdminEmail | null; onClose: () => void }) {
  return (
    <Dialog open={email !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {email ? (
          <>
            <DialogHeader>
              <DialogTitle className="pr-6 break-words">{email.subject}</DialogTitle>
              <DialogDescription>
                To {email.to} · {email.kind.replaceAll('_', ' ')} · {email.status} · {formatWhen(email.createdAt)}
              </DialogDescription>
            </DialogHeader>
            {email.masked ? (
              <p className="bg-muted rounded-md px-3 py-2 text-sm">
                The password or link in this e-mail is hidden: only the account&apos;s owner received it.
              </p>
            ) : null}
            {email.lastError ? <p className="text-destructive text-sm">Last error: {email.lastError}</p> : null}
            <pre className="bg-muted max-h-[60vh] overflow-auto rounded-md p-4 text-sm whitespace-pre-wrap">
              {email.text}
            </pre>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
