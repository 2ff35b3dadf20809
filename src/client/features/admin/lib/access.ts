import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/use-toast';
import { ApiRequestError } from '../../../lib/api';

export const ACCESS_DENIED = {
  title: 'Access Denied',
  description: "You don't have permission to access admin settings.",
};

export const isAccessError = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 401 || error.status === 403);

/** A6: a 401 or 403 while loading an admin screen sends the person home with a toast. */
export function useAdminAccess(error: unknown) {
  const navigate = useNavigate();
  const denied = isAccessError(error);
  useEffect(() => {
    if (!denied) return;
    toast({ ...ACCESS_DENIED, variant: 'destructive' });
    void navigate('/', { replace: true });
  }, [denied, navigate]);
  return denied;
}
