import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/utils';
import { DeferredPopover } from './deferred-popover';
import { FieldError, POPOVER_TRIGGER_CLASS } from './field-parts';
import type { PopoverPanelProps } from './popover-panel';

interface PopoverFieldProps extends Omit<PopoverPanelProps, 'trigger'> {
  label: string;
  icon: LucideIcon;
  /** What the button shows: the chosen value, or a placeholder. */
  shown: ReactNode;
  disabled?: boolean | undefined;
  error?: string | undefined;
  /** Fetches lazy code of the panel's own content, with the panel's. */
  preload?: () => Promise<unknown>;
}

/**
 * A search-form field whose control is a button opening a popover (the dates, the passengers):
 * the label over it, named with the button's text for screen readers, and the error under it.
 */
export function PopoverField({
  label,
  icon: Icon,
  shown,
  disabled,
  error,
  open,
  content,
  ...popover
}: PopoverFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const buttonId = `${id}-button`;
  const errorId = `${id}-error`;
  return (
    <div className="grid content-start gap-1.5">
      <span id={labelId} className="text-muted-foreground text-xs font-semibold tracking-wide uppercase">
        {label}
      </span>
      <DeferredPopover
        {...popover}
        open={open && !disabled}
        content={{ align: 'start', sideOffset: 6, collisionPadding: 8, ...content }}
        trigger={
          <button
            id={buttonId}
            type="button"
            disabled={disabled}
            aria-labelledby={`${labelId} ${buttonId}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={cn(
              POPOVER_TRIGGER_CLASS,
              'transition-colors disabled:bg-muted disabled:cursor-not-allowed disabled:opacity-70',
            )}
          >
            <Icon className="text-muted-foreground hidden size-4 shrink-0 min-[400px]:block" aria-hidden="true" />
            {shown}
          </button>
        }
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
