import type { AdminContactMessage } from '../../../../shared/schemas/admin';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { formatWhen } from './pager';

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt className="text-muted-foreground text-xs font-medium tracking-wide uppercase">{label}</dt>
      <dd className="break-words">{value || '—'}</dd>
    </div>
  );
}

export function MessageDetail({ message, onClose }: { message: AdminContactMessage | null; onClose: () => void }) {
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {message ? (
          <>
            <DialogHeader>
              <DialogTitle className="pr-6">
                {message.reference} · {message.firstName} {message.lastName}
              </DialogTitle>
              <DialogDescription>
                {message.subject} · {message.priority} priority · {formatWhen(message.createdAt)}
              </DialogDescription>
            </DialogHeader>
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <Fact label="E-mail" value={message.email} />
              <Fact label="Phone" value={message.phone} />
              <Fact label="Booking reference" value={message.bookingRef} />
              <Fact label="Preferred contact" value={message.preferredContact} />
              <Fact label="Brand" value={message.brandId} />
            </dl>
            <p className="bg-muted max-h-[50vh] overflow-auto rounded-md p-4 text-sm whitespace-pre-wrap">
              {message.message}
            </p>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
