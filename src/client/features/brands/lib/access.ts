import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/use-toast';
import { ApiRequestError } from '../../../lib/api';

/** A6, as on the admin settings screen: a 401 or 403 sends the person home with a toast. */
export function useAdminAccess(error: unknown) {
  const navigate = useNavigate();
  const denied = error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
  useEffect(() => {
    if (!denied) return;
    toast({
      variant: 'destructive',
      title: 'Access Denied',
      description: "You don't have permission to access admin settings.",
    });
    void navigate('/', { replace: true });
  }, [denied, navigate]);
  return denied;
}
