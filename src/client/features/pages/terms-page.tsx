import { PendingScreen } from '../../app/pending-screen';

/** Placeholder until the shell issue's page lands. */
export function TermsPage() {
  return <PendingScreen title="TermsPage" />;
}
