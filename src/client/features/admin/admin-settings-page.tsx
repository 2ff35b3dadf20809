import { AlertTriangle } from 'lucide-react';
import { ROUTES } from '../../../shared/routes';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Spinner } from '../../components/ui/spinner';
import { usePageMeta } from '../../rendering/page-meta';
import { useAdminSettings } from './api/admin-settings';
import { AdminLinks } from './components/admin-links';
import { AdminPage } from './components/admin-page';
import { LiveModeCard } from './components/live-mode-card';
import { useAdminAccess } from './lib/access';

/** /admin-settings (A2, A4, A6): the live-mode switch and the way to the other admin screens. */
export function AdminSettingsPage() {
  usePageMeta({ title: 'Admin settings' });
  const { data: settings, error, isPending } = useAdminSettings();
  const denied = useAdminAccess(error);

  const badges = settings ? (
    <Badge variant={settings.environment === 'production' ? 'destructive' : 'secondary'}>
      {settings.environment === 'production' ? 'Production' : 'Development'}
    </Badge>
  ) : null;

  return (
    <AdminPage back={{ to: ROUTES.accountSettings, label: 'Back to Account' }} title="Admin Settings" badges={badges}>
      {isPending || denied ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading admin settings" />
        </div>
      ) : settings ? (
        <div className="grid gap-6">
          <LiveModeCard settings={settings} />
          <AdminLinks />
        </div>
      ) : (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertDescription>Failed to load admin settings. Please try again later.</AlertDescription>
        </Alert>
      )}
    </AdminPage>
  );
}
