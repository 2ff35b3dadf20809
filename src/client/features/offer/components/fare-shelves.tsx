import { useQueryClient } from '@tanstack/react-query';
import { Check, Minus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { formatPrice } from '../../../../shared/display';
import type { FareBrandSummary, Offer } from '../../../../shared/schemas/flights';
import { Button } from '../../../components/ui/button';
import { offerQueryOptions, switchFare } from '../../../lib/offers';
import { priceDifference, shelfLines, type ShelfLine } from '../lib/fare-shelves';

/*
 * R52: the same flights' fares side by side. Phones scroll the shelves sideways (each about
 * two thirds of the screen wide, so the next one shows); wider screens fit them in a row.
 */

function LineIcon({ included }: { included: boolean | null }) {
  if (included === null) return <Minus className="text-muted-foreground mt-0.5 size-4 shrink-0" aria-hidden="true" />;
  return included ? (
    <Check className="text-success mt-0.5 size-4 shrink-0" aria-hidden="true" />
  ) : (
    <X className="text-muted-foreground mt-0.5 size-4 shrink-0" aria-hidden="true" />
  );
}

function Shelf(props: {
  fare: FareBrandSummary;
  chosen: FareBrandSummary;
  busy: boolean;
  onChoose: (fare: FareBrandSummary) => void;
}) {
  const { fare, chosen, busy, onChoose } = props;
  const selected = fare.offer_id === chosen.offer_id;
  return (
    <li
      aria-current={selected ? 'true' : undefined}
      className={`bg-card flex w-[68vw] max-w-[18rem] shrink-0 snap-start flex-col rounded-xl border p-4 sm:w-auto sm:max-w-none ${
        selected ? 'border-primary ring-primary/30 ring-2' : 'border-border'
      }`}
    >
      <h3 className="font-semibold">{fare.name}</h3>
      <p className="text-xl font-bold tabular-nums">{formatPrice(fare.total_amount, fare.total_currency)}</p>
      <p className={`text-xs ${selected ? 'text-primary font-semibold' : 'text-muted-foreground'}`}>
        {priceDifference(fare, chosen)}
      </p>
      <ul className="mt-3 flex-1 space-y-1.5 text-sm">
        {shelfLines(fare).map((line: ShelfLine) => (
          <li key={line.key} className="flex items-start gap-2">
            <LineIcon included={line.included} />
            <span>
              <span className="text-muted-foreground">{line.label}: </span>
              {line.text}
            </span>
          </li>
        ))}
      </ul>
      <Button
        className="mt-4 w-full"
        variant={selected ? 'secondary' : 'default'}
        disabled={selected || busy}
        aria-label={selected ? `${fare.name} selected` : `Choose ${fare.name}`}
        onClick={() => onChoose(fare)}
      >
        {selected ? 'Selected' : `Choose ${fare.name}`}
      </Button>
    </li>
  );
}

export function FareShelves({ offer }: { offer: Offer }) {
  const fares = offer.fare_brands ?? [];
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chosen = fares.find((fare) => fare.offer_id === offer.id);
  const row = useRef<HTMLUListElement>(null);
  // On a phone the chosen shelf may sit off to the side (Flex after a switch): bring it into the row's view.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const list = row.current;
      const selected = list?.querySelector<HTMLElement>('[aria-current="true"]');
      if (!list || !selected || list.scrollWidth <= list.clientWidth) return;
      const left = selected.getBoundingClientRect().left - list.getBoundingClientRect().left;
      list.scrollLeft += left - 16;
    });
    return () => cancelAnimationFrame(frame);
  }, [offer.id]);
  if (fares.length < 2 || !chosen) return null;

  const choose = async (fare: FareBrandSummary) => {
    setBusy(true);
    setError(null);
    try {
      // The server prices the new fare (R1) and checks it is one of these flights' fares.
      const next = await switchFare(fare.offer_id, offer.id);
      queryClient.setQueryData(offerQueryOptions(next.id).queryKey, next);
      // Replaced, not pushed: Back still leads to the results, not through each fare tried.
      const query = params.toString();
      void navigate(`/flight/${encodeURIComponent(next.id)}${query ? `?${query}` : ''}`, { replace: true });
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : 'Unable to retrieve flight offer');
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="fare-shelves-title" className="min-w-0 lg:col-start-1">
      <h2 id="fare-shelves-title" className="text-lg font-semibold">
        Choose your fare
      </h2>
      <p className="text-muted-foreground text-sm">
        The same flights, {fares.length} fares. Prices for all travellers.
      </p>
      {error ? (
        <p role="alert" className="text-destructive mt-2 text-sm">
          {error}
        </p>
      ) : null}
      <ul
        ref={row}
        aria-label="Fares for these flights"
        className={`-mx-4 mt-3 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:overflow-visible sm:px-0 ${
          fares.length > 3 ? 'sm:grid-cols-2 xl:grid-cols-4' : fares.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'
        }`}
      >
        {fares.map((fare) => (
          <Shelf key={fare.offer_id} fare={fare} chosen={chosen} busy={busy} onChoose={(f) => void choose(f)} />
        ))}
      </ul>
    </section>
  );
}
