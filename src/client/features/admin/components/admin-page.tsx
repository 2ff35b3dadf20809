import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkButton } from '../../../components/ui/link-button';

/** The frame every admin screen shares: a back link, a title with badges beside it, the content. */
export function AdminPage(props: {
  back: { to: string; label: string };
  title: string;
  badges?: ReactNode;
  description?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className={`mx-auto px-4 py-8 sm:py-12 ${props.wide ? 'max-w-6xl' : 'max-w-3xl'}`}>
      <LinkButton to={props.back.to} icon={ArrowLeft} variant="ghost" size="sm" className="-ml-3 mb-4">
        {props.back.label}
      </LinkButton>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{props.title}</h1>
        {props.badges}
      </div>
      {props.description ? <p className="text-muted-foreground -mt-4 mb-6">{props.description}</p> : null}
      {props.children}
    </section>
  );
}
