import { PendingScreen } from '../../app/pending-screen';

/** Placeholder until the shell issue's page lands. */
export function AboutPage() {
  return <PendingScreen title="AboutPage" />;
}
