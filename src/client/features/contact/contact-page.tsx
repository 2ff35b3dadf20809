import { PendingScreen } from '../../app/pending-screen';

/** Placeholder until the contact page lands. */
export function ContactPage() {
  return <PendingScreen title="Contact us" />;
}
