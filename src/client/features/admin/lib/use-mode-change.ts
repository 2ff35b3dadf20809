import { useState } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { ApiRequestError } from '../../../lib/api';
import { updateAdminSettings, verifyAdmin } from '../api/admin-settings';
import { page, RELOAD_AFTER_MS } from './reload';

const MODE_CHANGE_FAILED = 'There was a problem switching modes. Please try again.';

/** Re-verifies the admin; shows the spec's toast and answers false when that fails. */
async function reverify(): Promise<boolean> {
  try {
    await verifyAdmin();
    return true;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) {
      toast({
        variant: 'destructive',
        title: 'Authentication Error',
        description: 'Could not verify admin privileges. Please try logging in again.',
      });
    } else {
      toast({
        variant: 'destructive',
        title: 'Authentication Failed',
        description:
          error instanceof Error && error.message
            ? error.message
            : 'Session could not be verified. Please try logging in again.',
      });
    }
    return false;
  }
}

/**
 * A4: re-authenticate as admin, save, re-verify, announce and reload after 1 second. The
 * server's refusal (R17: a live key missing) is kept to be shown on the page as well.
 */
export function useModeChange() {
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function change(enableLiveMode: boolean) {
    setSaving(true);
    setRefusal(null);
    try {
      if (!(await reverify())) return;
      try {
        await updateAdminSettings(enableLiveMode);
      } catch (error) {
        const message = error instanceof Error ? error.message : '';
        setRefusal(message || MODE_CHANGE_FAILED);
        toast({
          variant: 'destructive',
          title: 'Mode Change Failed',
          description: message ? `${MODE_CHANGE_FAILED} ${message}` : MODE_CHANGE_FAILED,
        });
        return;
      }
      // The new session id is checked once more, as the old screen did; the change itself stands.
      await verifyAdmin().catch(() => undefined);
      toast({
        title: `Switching to ${enableLiveMode ? 'LIVE' : 'TEST'} mode.`,
        description: 'Your session will be refreshed.',
      });
      setTimeout(() => page.reload(), RELOAD_AFTER_MS);
    } finally {
      setSaving(false);
    }
  }

  return { change, saving, refusal };
}
