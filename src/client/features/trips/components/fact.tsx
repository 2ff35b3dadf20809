import type { ReactNode } from 'react';

/** One term of a booking's facts list (a `<dl>`): its name above its value. */
export function Fact({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

export function BookingReferenceFact({ reference }: { reference: string }) {
  return (
    <Fact label="Booking reference" className="font-mono text-base font-semibold">
      {reference}
    </Fact>
  );
}

/** The airline's own reference, once the airline has given one. */
export function AirlineReferenceFact({ reference }: { reference: string | null | undefined }) {
  return reference ? (
    <Fact label="Airline reference" className="font-mono font-semibold">
      {reference}
    </Fact>
  ) : null;
}
