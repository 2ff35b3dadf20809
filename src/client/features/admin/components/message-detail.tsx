import type { AdminContactMessage } from '../../../../shared/schemas/admin';
import { DetailDialog } from './detail-dialog';
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
    <DetailDialog
      item={message}
      onClose={onClose}
      title={(m) => `${m.reference} · ${m.firstName} ${m.lastName}`}
      titleClassName="pr-6"
      description={(m) => `${m.subject} · ${m.priority} priority · ${formatWhen(m.createdAt)}`}
    >
      {(m) => (
        <>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <Fact label="E-mail" value={m.email} />
            <Fact label="Phone" value={m.phone} />
            <Fact label="Booking reference" value={m.bookingRef} />
            <Fact label="Preferred contact" value={m.preferredContact} />
            <Fact label="Brand" value={m.brandId} />
          </dl>
          <p className="bg-muted max-h-[50vh] overflow-auto rounded-md p-4 text-sm whitespace-pre-wrap">{m.message}</p>
        </>
      )}
    </DetailDialog>
  );
}
