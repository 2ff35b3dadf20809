import type { LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle, type AlertProps } from '../../../components/ui/alert';

interface StepNoticeProps {
  variant: AlertProps['variant'];
  icon: LucideIcon;
  title: string;
  /** The server's words; a new message brings the notice into view again. */
  message: string;
  children: ReactNode;
}

/**
 * A notice that stays on the payment step until the traveller acts, unlike a toast: named by its
 * title, scrolled into view and focused when it appears, so a screen reader and a phone user both
 * meet it where they are.
 */
export function StepNotice({ variant, icon: Icon, title, message, children }: StepNoticeProps) {
  const notice = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    notice.current?.scrollIntoView({ block: 'center' });
    notice.current?.focus();
  }, [message]);
  return (
    <Alert
      variant={variant}
      ref={notice}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="focus-visible:outline-hidden"
    >
      <Icon aria-hidden="true" />
      <AlertTitle id={titleId}>{title}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{message}</p>
        {children}
      </AlertDescription>
    </Alert>
  );
}
