import { BadgeCheck, Ban, FileText, Luggage, RefreshCw, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPrice } from '../../../../shared/display';
import type { Offer } from '../../../../shared/schemas/flights';
import { Badge } from '../../../components/ui/badge';
import { baggageAllowance } from '../lib/baggage';
import { feeOf } from '../lib/conditions';
import { cityOf, sliceTitle } from '../lib/places';

function Rule({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border p-4">
      <h3 className="mb-2 flex items-center gap-2 font-semibold">
        {icon}
        {title}
      </h3>
      <div className="text-sm">{children}</div>
    </section>
  );
}

function Allowed({ allowed }: { allowed: boolean }) {
  return allowed ? (
    <Badge variant="outline" className="border-success/50 bg-success/10">
      <BadgeCheck className="text-success size-3.5" aria-hidden="true" />
      Allowed
    </Badge>
  ) : (
    <Badge variant="outline" className="border-destructive/40 bg-destructive/10">
      <Ban className="text-destructive size-3.5" aria-hidden="true" />
      Not allowed
    </Badge>
  );
}

/** Extra bags for sale, once per kind at its lowest price (the provider lists one per passenger and segment). */
function extraBags(offer: Offer) {
  const cheapest = new Map<string, { description: string; amount: number; currency: string }>();
  for (const service of offer.available_services.filter((s) => s.type.includes('baggage'))) {
    // '..., LGW-PMI' names the segment; the bag is the same on every one.
    const description = (service.description || service.name).replace(/,\s*[A-Z]{3}-[A-Z]{3}$/, '');
    const amount = Number(service.total_amount);
    const known = cheapest.get(description);
    if (!known || amount < known.amount)
      cheapest.set(description, { description, amount, currency: service.total_currency });
  }
  return [...cheapest.values()].map((bag) => ({
    description: bag.description,
    price: formatPrice(bag.amount, bag.currency),
  }));
}

/** A fare condition the traveller asks about (may I get a refund, may I change?), answered. */
function ConditionRule(props: { icon: ReactNode; title: string; question: string; allowed: boolean; answer: string }) {
  return (
    <Rule icon={props.icon} title={props.title}>
      <p className="mb-1 flex flex-wrap items-center gap-2">
        {props.question} <Allowed allowed={props.allowed} />
      </p>
      <p className="text-muted-foreground">{props.answer}</p>
    </Rule>
  );
}

export function FareRulesTab({ offer }: { offer: Offer }) {
  const { conditions } = offer;
  const refundFee = feeOf(conditions.refund_before_departure);
  const changeFee = feeOf(conditions.change_before_departure);
  const bags = extraBags(offer);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ConditionRule
        icon={<Undo2 className="text-primary size-4" aria-hidden="true" />}
        title="Refunds"
        question="Refund before departure"
        allowed={conditions.refundable}
        answer={
          conditions.refundable
            ? refundFee
              ? `A cancellation fee of ${refundFee} per passenger applies.`
              : 'No cancellation fee.'
            : 'This fare cannot be refunded.'
        }
      />
      <ConditionRule
        icon={<RefreshCw className="text-primary size-4" aria-hidden="true" />}
        title="Changes"
        question="Change before departure"
        allowed={conditions.changeable}
        answer={
          conditions.changeable
            ? changeFee
              ? `A change fee of ${changeFee} per passenger applies, plus any difference in fare.`
              : 'No change fee; any difference in fare applies.'
            : 'This fare cannot be changed.'
        }
      />
      {conditions.cancellation_options.length > 0 && (
        <Rule icon={<FileText className="text-primary size-4" aria-hidden="true" />} title="Cancellation options">
          <ul className="space-y-2">
            {conditions.cancellation_options.map((option) => (
              <li key={option.type + option.description} className="flex flex-col gap-1">
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  {option.type === 'refund' ? 'Cancel for a refund' : 'Change your flight'}
                  <Allowed allowed={option.allowed} />
                </span>
                <span className="text-muted-foreground">{option.description}</span>
              </li>
            ))}
          </ul>
        </Rule>
      )}
      <Rule icon={<Luggage className="text-primary size-4" aria-hidden="true" />} title="Baggage">
        <ul className="space-y-1.5">
          {offer.slices.map((slice, index) => {
            const allowance = slice.segments[0] ? baggageAllowance(slice.segments[0]) : null;
            return (
              <li key={slice.id}>
                <span className="font-medium">
                  {sliceTitle(index, offer.slices)} ({cityOf(slice.origin)} to {cityOf(slice.destination)}):
                </span>{' '}
                {allowance ? `${allowance.carryOn}, ${allowance.checked} per passenger` : 'See the airline’s rules'}
              </li>
            );
          })}
        </ul>
        {bags.length > 0 && (
          <>
            <p className="mt-3 font-medium">Extra bags you can add when booking</p>
            <ul className="text-muted-foreground mt-1 space-y-1">
              {bags.map((bag) => (
                <li key={bag.description}>
                  {bag.description}: from {bag.price}
                </li>
              ))}
            </ul>
          </>
        )}
      </Rule>
      {offer.passenger_identity_documents_required && (
        <p className="text-muted-foreground text-sm md:col-span-2">
          Passport details are required for every passenger of this booking.
        </p>
      )}
    </div>
  );
}
