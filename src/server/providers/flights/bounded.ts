import { FlightProviderError } from './types';

/**
 * One provider call within `timeoutMs`: past it the call's signal is aborted and the call fails
 * with TIMEOUT, whether or not the provider honours the signal (one that never answers must not
 * hold a traveller's request, or a card hold, for ever).
 */
export async function withProviderTimeout<T>(
  timeoutMs: number,
  message: string,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new FlightProviderError('TIMEOUT', message);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    return await Promise.race([work(controller.signal), late]);
  } finally {
    clearTimeout(timer);
  }
}
