import { useRef } from 'react';
import { useBottomBarsHeight } from '../../lib/bottom-bars';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { useToast } from './use-toast';

/** Renders the toasts raised with `toast()`. Mount once, near the root of the app. */
export function Toaster() {
  const { toasts } = useToast();
  const viewport = useRef<HTMLOListElement>(null);
  // Above the booking steps' total and button (and any other bar held at the bottom), never over them.
  const lift = useBottomBarsHeight(
    toasts.some((t) => t.open !== false),
    viewport,
  );
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport ref={viewport} style={{ bottom: lift }} />
    </ToastProvider>
  );
}
