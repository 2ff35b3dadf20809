/** /my-trips: replaced by My Trips (issue 6). */
export function MyTripsPage() {
  return <main className="container mx-auto px-4 pt-28 pb-16">My Trips</main>;
}
