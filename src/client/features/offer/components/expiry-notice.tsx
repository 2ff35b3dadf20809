import { Clock, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Notice } from '../../../components/ui/alert';
import { OFFER_EXPIRED_MESSAGE } from '../../../../shared/messages';

const clock = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The 30-minute notice, with this offer's own expiry in the visitor's time; the expired message after it. */
export function ExpiryNotice({
  expiresAt,
  expired,
  backHref,
}: {
  expiresAt: string;
  expired: boolean;
  backHref: string;
}) {
  if (expired) {
    return (
      <Notice variant="warning" icon={TriangleAlert} title="Flight Offer Expired">
        <p>{OFFER_EXPIRED_MESSAGE}</p>
        <Link to={backHref} className="text-primary font-medium underline underline-offset-4">
          Back to Search Results
        </Link>
      </Notice>
    );
  }
  return (
    <Notice variant="info" role="note" icon={Clock} title="Prices are held for a short time">
      <p>
        Flight offers typically expire after 30 minutes. This one is held until{' '}
        <time dateTime={expiresAt} className="text-foreground font-semibold">
          {clock.format(new Date(expiresAt))}
        </time>{' '}
        (your time).
      </p>
    </Notice>
  );
}
