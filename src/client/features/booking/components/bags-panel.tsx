import { Luggage, Minus, Plus } from 'lucide-react';
import { formatPrice } from '../../../../shared/display';
import type { Passenger, SelectedBag } from '../../../../shared/schemas/booking';
import type { Offer } from '../../../../shared/schemas/flights';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { bagOptions, quantityOf, withQuantity, type BagOption } from '../lib/bags';

/*
 * R53: extra bags, chosen before paying and never required. Each traveller with a seat gets the
 * airline's bags for sale per flight, up to the service's maximum; the total updates as they change.
 */

interface BagsPanelProps {
  offer: Offer;
  passengers: readonly Passenger[];
  bags: readonly SelectedBag[];
  onChange: (bags: SelectedBag[]) => void;
  disabled?: boolean;
}

function optionLabel(option: BagOption): string {
  const kind = option.kind === 'carry_on' ? 'Cabin bag' : 'Checked bag';
  return `${kind}${option.weightKg === null ? '' : ` up to ${option.weightKg} kg`}, ${option.route}`;
}

function BagStepper({
  option,
  quantity,
  name,
  onSet,
  disabled,
}: {
  option: BagOption;
  quantity: number;
  name: string;
  onSet: (quantity: number) => void;
  disabled: boolean;
}) {
  const label = `${optionLabel(option)} for ${name}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-md border px-3 py-2">
      <span className="min-w-0">
        <span className="block font-medium">{optionLabel(option)}</span>
        <span className="text-muted-foreground text-xs">
          {formatPrice(option.unitAmount, option.currency)} each · up to {option.maximum}
        </span>
      </span>
      <span className="flex items-center gap-2" role="group" aria-label={label}>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={`Remove a bag: ${label}`}
          disabled={disabled || quantity === 0}
          onClick={() => onSet(quantity - 1)}
        >
          <Minus aria-hidden="true" />
        </Button>
        <output
          className="w-6 text-center font-semibold tabular-nums"
          aria-live="polite"
          aria-label={`${label}: quantity`}
        >
          {quantity}
        </output>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={`Add a bag: ${label}`}
          disabled={disabled || quantity >= option.maximum}
          onClick={() => onSet(quantity + 1)}
        >
          <Plus aria-hidden="true" />
        </Button>
      </span>
    </li>
  );
}

export function BagsPanel({ offer, passengers, bags, onChange, disabled = false }: BagsPanelProps) {
  const options = bagOptions(offer);
  if (options.length === 0) return null;
  const seated = passengers.filter((p) => p.type !== 'infant_without_seat' && p.id !== undefined);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="flex items-center gap-2">
          <Luggage className="text-primary size-5" aria-hidden="true" /> Extra bags
        </CardTitle>
        <p className="text-muted-foreground text-sm">Optional. Add bags now, usually cheaper than at the airport.</p>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {seated.map((passenger) => {
          const mine = options.filter((o) => o.passengerId === passenger.id);
          if (mine.length === 0) return null;
          const name = `${passenger.firstName} ${passenger.lastName}`;
          return (
            <section key={passenger.id} aria-label={`Bags for ${name}`} className="grid gap-2">
              <h4 className="font-semibold">{name}</h4>
              <ul className="grid gap-2">
                {mine.map((option) => (
                  <BagStepper
                    key={option.serviceId}
                    option={option}
                    name={passenger.firstName}
                    quantity={quantityOf(bags, option)}
                    disabled={disabled}
                    onSet={(quantity) => onChange(withQuantity(bags, option, quantity))}
                  />
                ))}
              </ul>
            </section>
          );
        })}
      </CardContent>
    </Card>
  );
}
