import { useWatch, type Control } from 'react-hook-form';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  type ContactFormValues,
  type ContactRequest,
} from '../../../../shared/schemas/contact';
import { cn } from '../../../lib/utils';

/** The live count under the message: how far from the 20-character minimum (A5), and the cap. */
export function MessageCounter({
  id,
  control,
}: {
  id: string;
  control: Control<ContactFormValues, unknown, ContactRequest>;
}) {
  const message = useWatch({ control, name: 'message' }) ?? '';
  // The rule counts what is left after trimming, so the counter does too.
  const length = message.trim().length;
  const short = length < CONTACT_MESSAGE_MIN;
  return (
    <p id={id} className={cn('text-xs tabular-nums', short ? 'text-muted-foreground' : 'text-foreground')}>
      {short
        ? `${length} / ${CONTACT_MESSAGE_MIN} characters minimum (${CONTACT_MESSAGE_MIN - length} more needed)`
        : `${length} / ${CONTACT_MESSAGE_MAX} characters`}
    </p>
  );
}
