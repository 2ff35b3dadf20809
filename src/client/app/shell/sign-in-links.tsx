import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';

type ButtonProps = ComponentProps<typeof Button>;

/** Sign In and Sign Up, as the header and the mobile menu offer them to a visitor. */
export function SignInLinks(props: {
  className: string;
  signInVariant: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** The mobile menu closes itself on the way. */
  onClick?: () => void;
}) {
  return (
    <div className={props.className}>
      <Button asChild variant={props.signInVariant} size={props.size}>
        <Link to="/login" onClick={props.onClick}>
          Sign In
        </Link>
      </Button>
      <Button asChild size={props.size}>
        <Link to="/register" onClick={props.onClick}>
          Sign Up
        </Link>
      </Button>
    </div>
  );
}
