import { Check, X } from 'lucide-react';
import { formatPrice, passengerCountLabel } from '../../../../shared/display';
import type { Offer } from '../../../../shared/schemas/flights';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { conditionNotes } from '../lib/conditions';

export function PriceSummaryCard({ offer }: { offer: Offer }) {
  const notes = conditionNotes(offer.conditions);
  return (
    <Card>
      <CardHeader className="p-4 pb-3 sm:p-6 sm:pb-4">
        <CardTitle as="h2">Price Summary</CardTitle>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Base fare</dt>
            <dd className="tabular-nums">{formatPrice(offer.base_amount, offer.base_currency)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Taxes and fees</dt>
            <dd className="tabular-nums">{formatPrice(offer.tax_amount, offer.tax_currency)}</dd>
          </div>
          <div className="mt-3 flex items-baseline justify-between gap-4 border-t pt-3">
            <dt className="font-semibold">Total</dt>
            <dd className="text-primary text-2xl font-bold tabular-nums">
              {formatPrice(offer.total_amount, offer.total_currency)}
            </dd>
          </div>
        </dl>
        <p className="text-muted-foreground mt-1 text-right text-xs">
          Price is for all passengers ({passengerCountLabel(offer.passengers.length)})
        </p>
        <ul className="mt-5 space-y-2 text-sm" aria-label="Fare conditions">
          {notes.map((note) => (
            <li key={note.key} className="flex items-start gap-2">
              {note.allowed ? (
                <Check className="text-success mt-0.5 size-4 shrink-0" aria-hidden="true" />
              ) : (
                <X className="text-destructive mt-0.5 size-4 shrink-0" aria-hidden="true" />
              )}
              <span>
                <span className="font-medium">{note.title}</span>
                {note.detail && <span className="text-muted-foreground"> {note.detail}</span>}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
