import { FlightProviderError, type FlightProvider } from './types';

/*
 * Every call to a flight provider timed and told to an observer (GET /metrics), whoever makes
 * it: the flights service, the booking service, recovery. The observer is a plain callback so
 * providers stay free of the metrics library.
 */

export type ProviderOperation = Exclude<keyof FlightProvider, 'name'>;

export interface ProviderCall {
  provider: string;
  operation: ProviderOperation;
  /** 'ok', a FlightProviderError code in lower case, 'aborted' or 'error': a short, fixed set. */
  outcome: string;
  seconds: number;
}

export type ProviderCallObserver = (call: ProviderCall) => void;

export function providerOutcome(error: unknown): string {
  if (error instanceof FlightProviderError) return error.code.toLowerCase();
  if (error instanceof Error && error.name === 'AbortError') return 'aborted';
  return 'error';
}

export function instrumentFlightProvider(inner: FlightProvider, observe: ProviderCallObserver): FlightProvider {
  function timed<A extends unknown[], T>(
    operation: ProviderOperation,
    call: (...args: A) => Promise<T>,
    signalOf: (args: A) => AbortSignal | undefined,
  ): (...args: A) => Promise<T> {
    return async (...args) => {
      const started = performance.now();
      let told = false;
      const tell = (outcome: string) => {
        if (told) return;
        told = true;
        observe({ provider: inner.name, operation, outcome, seconds: (performance.now() - started) / 1000 });
      };
      // A caller's timeout aborts the call; a provider that ignores the signal and never settles
      // would otherwise never be counted, and those are the calls worth seeing.
      const signal = signalOf(args);
      const onAbort = () => tell(providerOutcome(signal?.reason));
      signal?.addEventListener('abort', onAbort, { once: true });
      try {
        const result = await call(...args);
        tell('ok');
        return result;
      } catch (error) {
        tell(providerOutcome(error));
        throw error;
      } finally {
        signal?.removeEventListener('abort', onAbort);
      }
    };
  }

  const cheapest = inner.cheapest?.bind(inner);
  const find = inner.findOrderByReference?.bind(inner);
  const accept = inner.acceptAirlineChange?.bind(inner);
  const updatePassenger = inner.updateOfferPassenger?.bind(inner);
  const pay = inner.payOrder?.bind(inner);
  return {
    // A getter: the mode-following provider's name changes with the mode.
    get name() {
      return inner.name;
    },
    search: timed('search', inner.search.bind(inner), (a) => a[1]),
    getOffer: timed('getOffer', inner.getOffer.bind(inner), (a) => a[1]),
    getSeatMaps: timed('getSeatMaps', inner.getSeatMaps.bind(inner), (a) => a[1]),
    createOrder: timed('createOrder', inner.createOrder.bind(inner), (a) => a[1]),
    getOrder: timed('getOrder', inner.getOrder.bind(inner), (a) => a[1]),
    quoteCancellation: timed('quoteCancellation', inner.quoteCancellation.bind(inner), (a) => a[1]),
    confirmCancellation: timed('confirmCancellation', inner.confirmCancellation.bind(inner), (a) => a[1]),
    ...(cheapest ? { cheapest: timed('search', cheapest, (a) => a[1]) } : {}),
    ...(find ? { findOrderByReference: timed('findOrderByReference', find, (a) => a[2]) } : {}),
    ...(accept ? { acceptAirlineChange: timed('acceptAirlineChange', accept, (a) => a[1]) } : {}),
    ...(pay ? { payOrder: timed('payOrder', pay, (a) => a[1]) } : {}),
    ...(updatePassenger ? { updateOfferPassenger: timed('updateOfferPassenger', updatePassenger, (a) => a[3]) } : {}),
  };
}

/** Each of a set of providers (one per mode) instrumented; an absent one stays absent. */
export function instrumentEach<K extends string>(
  byKey: Record<K, FlightProvider | null>,
  observe: ProviderCallObserver,
): Record<K, FlightProvider | null> {
  const entries = Object.entries(byKey) as [K, FlightProvider | null][];
  return Object.fromEntries(
    entries.map(([key, provider]) => [key, provider && instrumentFlightProvider(provider, observe)]),
  ) as Record<K, FlightProvider | null>;
}
