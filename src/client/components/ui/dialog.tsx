import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/utils';
import { FOCUS_RING, withClass } from './with-class';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;

/** The dimmed backdrop and the centred panel, shared with the alert dialog. */
export const DIALOG_OVERLAY = 'fixed inset-0 z-50 bg-black/60';
export const DIALOG_SURFACE = cn(
  'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border border-border bg-background p-6 text-foreground shadow-lg',
  'focus-visible:outline-hidden',
);
export const DIALOG_FOOTER = 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end';
export const DIALOG_TITLE = 'text-lg font-semibold leading-tight tracking-tight';
export const DIALOG_DESCRIPTION = 'text-sm text-muted-foreground';

const DialogOverlay = withClass(DialogPrimitive.Overlay, DIALOG_OVERLAY);

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Hide the built-in top-right close button (e.g. when the footer has its own). */
  hideCloseButton?: boolean;
  /** Classes for the dimmed backdrop drawn with the content. */
  overlayClassName?: string;
};

export function DialogContent({
  className,
  children,
  hideCloseButton = false,
  overlayClassName,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay className={overlayClassName} />
      <DialogPrimitive.Content className={cn(DIALOG_SURFACE, className)} {...props}>
        {children}
        {hideCloseButton ? null : (
          <DialogPrimitive.Close
            className={cn(
              'absolute top-4 right-4 cursor-pointer rounded-sm text-muted-foreground opacity-80 transition-opacity hover:text-foreground hover:opacity-100',
              FOCUS_RING,
              'disabled:pointer-events-none',
            )}
          >
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export const DialogHeader = withClass('div', 'flex flex-col gap-1.5 text-center sm:text-left');
export const DialogFooter = withClass('div', DIALOG_FOOTER);
export const DialogTitle = withClass(DialogPrimitive.Title, cn('pr-6', DIALOG_TITLE));
export const DialogDescription = withClass(DialogPrimitive.Description, DIALOG_DESCRIPTION);
