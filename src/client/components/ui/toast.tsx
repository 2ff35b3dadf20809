import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactElement } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/utils';
import { FOCUS_RING, withClass } from './with-class';

/** How long a toast stays open before closing itself, in ms. */
export const TOAST_DURATION = 5000;
/** A toast is dismissed by swiping it towards this edge... */
export const TOAST_SWIPE_DIRECTION = 'right' as const;
/** ...further than this many pixels. */
export const TOAST_SWIPE_THRESHOLD = 50;
/** Keyboard shortcut that moves focus to the toast region. */
export const TOAST_HOTKEY: readonly string[] = ['F8'];

export function ToastProvider({
  duration = TOAST_DURATION,
  swipeDirection = TOAST_SWIPE_DIRECTION,
  swipeThreshold = TOAST_SWIPE_THRESHOLD,
  ...props
}: ComponentProps<typeof ToastPrimitive.Provider>) {
  return (
    <ToastPrimitive.Provider
      duration={duration}
      swipeDirection={swipeDirection}
      swipeThreshold={swipeThreshold}
      {...props}
    />
  );
}

/**
 * Where toasts appear: along the bottom on phones, bottom-right from the `md` breakpoint up; never
 * over the page's heading, which sits at the top. The Toaster lifts it above any bar held at the
 * bottom (`style.bottom`); the safe-area inset keeps it off a phone's home indicator if the page is
 * ever drawn under it (viewport-fit=cover). The empty strip of padding lets presses through to what
 * is under it (the bar's button); only the toasts take them.
 */
export function ToastViewport({
  className,
  hotkey = [...TOAST_HOTKEY],
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      hotkey={hotkey}
      className={cn(
        'pointer-events-none fixed right-0 bottom-0 z-100 flex max-h-screen w-full flex-col gap-2 p-4 outline-hidden',
        'pb-[max(1rem,env(safe-area-inset-bottom))] md:max-w-[420px] print:hidden',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-md border p-4 pr-10 shadow-lg',
    'transition-[transform,opacity] duration-200 data-[state=closed]:opacity-0',
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
    'data-[swipe=cancel]:translate-x-0',
    'data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
    FOCUS_RING,
  ],
  {
    variants: {
      variant: {
        default: 'border-border bg-background text-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
        success: 'border-success bg-success text-success-foreground',
      },
    },
    defaultVariants: {
      variant: 'default',
    },
  },
);

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-variant={variant ?? 'default'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

/** A button inside the toast. `altText` tells screen reader users how to do the same thing without the toast. */
export const ToastAction = withClass(
  ToastPrimitive.Action,
  cn(
    'inline-flex h-8 shrink-0 cursor-pointer items-center justify-center rounded-md border border-border bg-transparent px-3 text-sm font-medium transition-colors hover:bg-muted',
    FOCUS_RING,
    'disabled:pointer-events-none disabled:opacity-50',
    'group-data-[variant=destructive]:border-destructive-foreground/40 group-data-[variant=destructive]:hover:bg-destructive-foreground/15',
    'group-data-[variant=success]:border-success-foreground/40 group-data-[variant=success]:hover:bg-success-foreground/15',
  ),
);

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close"
      className={cn(
        'absolute top-2 right-2 cursor-pointer rounded-md p-1 opacity-70 transition-opacity hover:opacity-100',
        'focus-visible:opacity-100 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}

export const ToastTitle = withClass(ToastPrimitive.Title, 'text-sm font-semibold');
export const ToastDescription = withClass(ToastPrimitive.Description, 'text-sm opacity-90');

export type ToastActionElement = ReactElement<ComponentProps<typeof ToastAction>>;
