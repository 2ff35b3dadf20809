import { cva, type VariantProps } from 'class-variance-authority';
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/utils';

export const alertVariants = cva(
  'relative grid w-full grid-cols-[0_1fr] items-start gap-y-1 rounded-lg border px-4 py-3 text-sm has-[>svg]:grid-cols-[calc(var(--spacing)*4)_1fr] has-[>svg]:gap-x-3 [&>svg]:size-4 [&>svg]:translate-y-0.5 [&>svg]:text-current',
  {
    variants: {
      variant: {
        default: 'border-border bg-card text-card-foreground',
        destructive: 'border-destructive/50 bg-destructive/10 text-foreground [&>svg]:text-destructive',
        success: 'border-success/50 bg-success/10 text-foreground [&>svg]:text-success',
        warning: 'border-warning/60 bg-warning/10 text-foreground [&>svg]:text-warning',
        info: 'border-info/50 bg-info/10 text-foreground [&>svg]:text-info',
      },
    },
    defaultVariants: {
      variant: 'default',
    },
  },
);

export type AlertProps = ComponentProps<'div'> & VariantProps<typeof alertVariants>;

/**
 * A message box with role="alert" (announced when it is inserted). For a non-urgent message that
 * appears dynamically, pass role="status" so it is announced politely instead.
 */
export function Alert({ className, variant, role = 'alert', ...props }: AlertProps) {
  return <div role={role} className={cn(alertVariants({ variant }), className)} {...props} />;
}

export function AlertTitle({ className, ...props }: ComponentProps<'h5'>) {
  return <h5 className={cn('col-start-2 font-semibold leading-tight tracking-tight', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'col-start-2 grid justify-items-start gap-1 text-sm text-muted-foreground [&_p]:leading-relaxed',
        className,
      )}
      {...props}
    />
  );
}

type NoticeProps = Omit<AlertProps, 'title'> & {
  /** Left out for a plain box without an icon. */
  icon?: LucideIcon;
  title: ReactNode;
  descriptionClassName?: string;
};

/** The usual alert: an icon, a title, and the description (its paragraphs are the caller's). */
export function Notice({ icon: Icon, title, descriptionClassName, children, ...props }: NoticeProps) {
  return (
    <Alert {...props}>
      {Icon ? <Icon aria-hidden="true" /> : null}
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className={descriptionClassName}>{children}</AlertDescription>
    </Alert>
  );
}
