/*
 * R55: a hold's deadline as the traveller reads it: in their own clock (the browser's zone), with
 * the zone named, since it is an instant to act before, not an airport's wall-clock time.
 */

export function formatHoldDeadline(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return at.toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/** Whether an offer's payment requirements let it be held now (Duffel: requires_instant_payment false). */
export function holdableUntil(
  requirements: { requires_instant_payment: boolean; payment_required_by: string | null } | undefined,
  now = Date.now(),
): string | null {
  if (!requirements || requirements.requires_instant_payment || !requirements.payment_required_by) return null;
  return Date.parse(requirements.payment_required_by) > now ? requirements.payment_required_by : null;
}
