import type { ComponentProps } from 'react';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { buttonVariants } from './button';
import { DIALOG_DESCRIPTION, DIALOG_FOOTER, DIALOG_OVERLAY, DIALOG_SURFACE, DIALOG_TITLE } from './dialog';
import { withClass } from './with-class';

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

const AlertDialogOverlay = withClass(AlertDialogPrimitive.Overlay, DIALOG_OVERLAY);
const AlertDialogSurface = withClass(AlertDialogPrimitive.Content, DIALOG_SURFACE);

export function AlertDialogContent(props: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogOverlay />
      <AlertDialogSurface {...props} />
    </AlertDialogPrimitive.Portal>
  );
}

export const AlertDialogHeader = withClass('div', 'flex flex-col gap-2 text-center sm:text-left');
export const AlertDialogFooter = withClass('div', DIALOG_FOOTER);
export const AlertDialogTitle = withClass(AlertDialogPrimitive.Title, DIALOG_TITLE);
export const AlertDialogDescription = withClass(AlertDialogPrimitive.Description, DIALOG_DESCRIPTION);
/** The confirming button. Defaults to the primary style; pass `className={buttonVariants({ variant: 'destructive' })}` for destructive actions. */
export const AlertDialogAction = withClass(AlertDialogPrimitive.Action, buttonVariants());
export const AlertDialogCancel = withClass(AlertDialogPrimitive.Cancel, buttonVariants({ variant: 'outline' }));
