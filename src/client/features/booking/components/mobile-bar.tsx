import type { ReactNode } from 'react';
import { formatPrice } from '../../../../shared/display';

/* On a phone the total and the step's main button stay at the bottom of the screen. */

export function MobileBar({ total, children }: { total: { amount: string; currency: string }; children?: ReactNode }) {
  return (
    <div
      data-fixed-bottom-bar
      className="bg-background/95 fixed inset-x-0 bottom-0 z-30 border-t px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
        <div className="shrink-0">
          <p className="text-muted-foreground text-xs">Total</p>
          <p className="text-lg font-bold tabular-nums">{formatPrice(total.amount, total.currency)}</p>
        </div>
        {children}
      </div>
    </div>
  );
}
