import { PendingScreen } from '../../app/pending-screen';

/** Placeholder until the shell issue's page lands. */
export function CancellationPolicyPage() {
  return <PendingScreen title="CancellationPolicyPage" />;
}
