import { RotateCcw } from 'lucide-react';
import { ROUTES } from '../../../shared/routes';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { usePageMeta } from '../../rendering/page-meta';
import { useDeadJobs, useRetryJob } from './api/jobs';
import { AdminPage } from './components/admin-page';
import { formatWhen } from './components/pager';
import { useAdminAccess } from './lib/access';

/** /admin/jobs (R51): background jobs that failed every attempt, with their last error and a retry. */
export function AdminJobsPage() {
  usePageMeta({ title: 'Failed jobs' });
  const query = useDeadJobs();
  const denied = useAdminAccess(query.error);
  const retry = useRetryJob();
  const jobs = query.data?.jobs ?? [];

  return (
    <AdminPage back={{ to: ROUTES.adminSettings, label: 'Back to Admin Settings' }} title="Failed jobs" wide>
      {query.isPending || denied ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading failed jobs" />
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-destructive text-sm">
          Failed to load the failed jobs. Please try again later.
        </p>
      ) : jobs.length === 0 ? (
        <p className="text-sm">No failed jobs: every job finished or is still being retried.</p>
      ) : (
        <ul className="divide-border divide-y" aria-label="Failed jobs">
          {jobs.map((job) => (
            <li key={job.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0 space-y-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {job.queue} <Badge variant="outline">#{job.id}</Badge>
                  <span className="text-muted-foreground text-sm font-normal">
                    {job.attempts} attempts · failed {formatWhen(job.failedAt)}
                  </span>
                </p>
                <p className="text-destructive text-sm break-words">{job.lastError}</p>
                <p className="text-muted-foreground font-mono text-xs break-all">{JSON.stringify(job.payload)}</p>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Retry job ${job.id}`}
                disabled={retry.isPending}
                onClick={() =>
                  retry.mutate(job.id, {
                    onSuccess: () => toast({ title: `Job #${job.id} will run again` }),
                    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: error.message }),
                  })
                }
              >
                <RotateCcw aria-hidden="true" />
                Retry
              </Button>
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
