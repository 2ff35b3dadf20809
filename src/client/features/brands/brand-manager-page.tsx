import { PendingScreen } from '../../app/pending-screen';

/** Placeholder until the brand manager lands. */
export function BrandManagerPage() {
  return <PendingScreen title="Brand manager" />;
}
