import type { CurrentUser } from '../../shared/schemas/auth';
import { avatarLetter } from '../lib/auth';
import { cn } from '../lib/utils';

/** The round badge with the first letter of the first name (or of the username). */
export function UserAvatar({ user, className }: { user: CurrentUser; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'bg-primary text-primary-foreground grid size-8 shrink-0 place-items-center rounded-full text-sm font-semibold',
        className,
      )}
    >
      {avatarLetter(user)}
    </span>
  );
}
