import { PendingScreen } from '../../app/pending-screen';

/** Placeholder until the admin settings page lands. */
export function AdminSettingsPage() {
  return <PendingScreen title="Admin settings" />;
}
