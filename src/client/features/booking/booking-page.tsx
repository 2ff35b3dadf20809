/** /booking: replaced by the booking flow (issue 6). */
export function BookingPage() {
  return <main className="container mx-auto px-4 pt-28 pb-16">Booking</main>;
}
