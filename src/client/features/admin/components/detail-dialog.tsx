import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';

interface DetailDialogProps<T> {
  /** The row opened from an inbox list; null keeps the dialog closed. */
  item: T | null;
  onClose: () => void;
  title: (item: T) => ReactNode;
  titleClassName: string;
  description: (item: T) => ReactNode;
  children: (item: T) => ReactNode;
}

/** One row of an admin inbox (e-mails, contact messages) read in full over its list. */
export function DetailDialog<T>({ item, onClose, title, titleClassName, description, children }: DetailDialogProps<T>) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {item !== null ? (
          <>
            <DialogHeader>
              <DialogTitle className={titleClassName}>{title(item)}</DialogTitle>
              <DialogDescription>{description(item)}</DialogDescription>
            </DialogHeader>
            {children(item)}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
