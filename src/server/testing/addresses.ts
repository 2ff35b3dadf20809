/* Client addresses for tests. No test framework here: bench/ scripts import it too. */

let addresses = 0;
/** A fresh client address (198.18.0.0/15, set aside for tests), so helpers never meet the per-address limits. */
export function nextTestAddress(): string {
  addresses += 1;
  return `198.${18 + Math.floor(addresses / 65_536)}.${Math.floor(addresses / 256) % 256}.${addresses % 256}`;
}
