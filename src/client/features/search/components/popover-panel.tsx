import { Popover } from 'radix-ui';
import type { ComponentProps, ReactElement, ReactNode } from 'react';

export interface PopoverPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The field's button, rendered as the Radix trigger. */
  trigger: ReactElement;
  /** Props of the floating panel (label, alignment, focus handling, classes). */
  content: Omit<ComponentProps<typeof Popover.Content>, 'children'>;
  children: ReactNode;
}

/**
 * The Radix popover of the date and passenger fields, in its own chunk with Floating UI: see
 * deferred-popover.tsx for when it is fetched.
 */
export function PopoverPanel({ open, onOpenChange, trigger, content, children }: PopoverPanelProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content {...content}>{children}</Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
