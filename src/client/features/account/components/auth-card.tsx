import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';

interface AuthCardProps {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

/** The frame of the sign-in, sign-up and password screens: one centred card on a soft backdrop. */
export function AuthCard({ icon: Icon, title, description, footer, wide = false, children }: AuthCardProps) {
  return (
    <section className="from-primary/5 to-background flex justify-center bg-gradient-to-b px-4 py-10 sm:py-16">
      <Card className={cn('w-full shadow-md', wide ? 'max-w-xl' : 'max-w-md')}>
        <CardHeader className="items-center text-center">
          <span className="bg-primary/10 text-primary mb-2 grid size-12 place-items-center rounded-full">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <CardTitle as="h1" className="text-2xl">
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer ? (
          <CardFooter className="text-muted-foreground justify-center border-t pt-6 text-sm">{footer}</CardFooter>
        ) : null}
      </Card>
    </section>
  );
}

/** The line under an auth card: a question and the page that answers it ("Don't have an account? Sign up"). */
export function AuthCardLink({ question, to, children }: { question?: string; to: string; children: ReactNode }) {
  const link = (
    <Link to={to} className="text-primary font-medium hover:underline">
      {children}
    </Link>
  );
  return question ? (
    <p>
      {question} {link}
    </p>
  ) : (
    link
  );
}
