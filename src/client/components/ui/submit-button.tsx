import { Button, type ButtonProps } from './button';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'asChild'> {
  /** While the form's request runs: the button is disabled and says so. */
  pending: boolean;
  pendingLabel: string;
}

/** A form's submit button that cannot be pressed twice: "Sign In" becomes "Signing in..." while the request runs. */
export function SubmitButton({ pending, pendingLabel, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
