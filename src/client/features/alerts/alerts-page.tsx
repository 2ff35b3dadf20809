import { BellOff, BellRing, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { cabinLabel, formatFieldDate, formatPrice, passengerCountLabel } from '../../../shared/display';
import { fromMinorUnits } from '../../../shared/pricing';
import type { Alert as PriceAlert } from '../../../shared/schemas/alerts';
import { ROUTES } from '../../../shared/routes';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { SignInRequired } from '../../components/sign-in-required';
import { useCurrentUser } from '../../lib/auth';
import { usePageMeta } from '../../rendering/page-meta';
import { useAlerts, useDeleteAlert, useSetAlertStatus } from './api/alerts';

export const ALERTS_LOGIN = `/login?redirect=${ROUTES.accountAlerts}`;

const STATUS_LABEL: Record<PriceAlert['status'], string> = {
  active: 'Active',
  paused: 'Paused',
  unconfirmed: 'Waiting for confirmation',
  ended: 'Ended: departed',
  unsubscribed: 'Unsubscribed',
};

const dropLabel = (alert: PriceAlert) =>
  alert.dropKind === 'percent'
    ? `${alert.dropValue}%`
    : formatPrice(fromMinorUnits(alert.dropValue, alert.currency), alert.currency);

function AlertCard({ alert }: { alert: PriceAlert }) {
  const setStatus = useSetAlertStatus();
  const remove = useDeleteAlert();
  const [confirming, setConfirming] = useState(false);
  const live = alert.status === 'active' || alert.status === 'paused';
  const fail = (error: Error) => toast({ variant: 'destructive', title: 'Error', description: error.message });
  const dates = [alert.departureDate, alert.returnDate].filter((d): d is string => d !== null).map(formatFieldDate);
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div className="min-w-0 space-y-1">
          <h2 className="flex flex-wrap items-center gap-2 font-semibold">
            <Link to={alert.searchPath} className="hover:underline">
              {alert.origin} {alert.returnDate ? '⇄' : '→'} {alert.destination}
            </Link>
            <Badge variant={alert.status === 'active' ? 'default' : 'outline'}>{STATUS_LABEL[alert.status]}</Badge>
          </h2>
          <p className="text-muted-foreground text-sm">
            {dates.join(' – ')} · {cabinLabel(alert.cabinClass, 'results')} · {passengerCountLabel(alert.passengers)}
          </p>
          <p className="text-sm">
            From {formatPrice(alert.lastAmount ?? alert.baselineAmount, alert.currency)} · e-mail when it drops by{' '}
            {dropLabel(alert)}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          {live ? (
            <Button
              variant="outline"
              size="sm"
              aria-label={`${alert.status === 'active' ? 'Pause' : 'Resume'} alert ${alert.origin} to ${alert.destination}`}
              disabled={setStatus.isPending}
              onClick={() =>
                setStatus.mutate(
                  { id: alert.id, status: alert.status === 'active' ? 'paused' : 'active' },
                  { onError: fail },
                )
              }
            >
              {alert.status === 'active' ? <BellOff aria-hidden="true" /> : <BellRing aria-hidden="true" />}
              {alert.status === 'active' ? 'Pause' : 'Resume'}
            </Button>
          ) : null}
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <Button variant="outline" size="sm" aria-label={`Delete alert ${alert.origin} to ${alert.destination}`}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            }
            title="Delete this price alert?"
            description={`No more e-mails about ${alert.origin} to ${alert.destination}.`}
            cancelLabel="Keep it"
            confirmLabel="Delete"
            onConfirm={() => remove.mutate(alert.id, { onError: fail })}
          />
        </div>
      </CardContent>
    </Card>
  );
}

/** /account/alerts (R51): the signed-in traveller's price alerts, to pause, resume or delete. */
export function AlertsPage() {
  usePageMeta({ title: 'Price alerts' });
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const alerts = useAlerts(user !== null);

  useEffect(() => {
    if (!isLoading && !user) void navigate(ALERTS_LOGIN, { replace: true });
  }, [isLoading, user, navigate]);

  if (isLoading || (user && alerts.isPending)) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading price alerts" />
      </div>
    );
  }
  if (!user) {
    return <SignInRequired message="You need to be logged in to see your price alerts." loginHref={ALERTS_LOGIN} />;
  }
  const list = alerts.data?.alerts ?? [];
  return (
    <section className="mx-auto max-w-4xl space-y-4 px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Price alerts</h1>
      <p className="text-muted-foreground text-sm">
        We check each search every hour until it departs and e-mail {user.email} when it gets cheaper.
      </p>
      {alerts.isError ? (
        <p role="alert" className="text-destructive text-sm">
          Failed to load your price alerts. Please try again later.
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm">
          No price alerts yet. Search for flights and choose <strong>Track prices</strong>.
        </p>
      ) : (
        <ul className="space-y-3">
          {list.map((alert) => (
            <li key={alert.id}>
              <AlertCard alert={alert} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
