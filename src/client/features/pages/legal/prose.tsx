import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/utils';
import { telHref } from '../../../components/phone-link';

/* Small typographic pieces for the legal pages; the site has no prose plugin, so they carry the styles. */

export function H3({ children }: { children: ReactNode }) {
  return <h3 className="pt-2 text-lg font-semibold">{children}</h3>;
}

export function List({ items, ordered = false }: { items: readonly ReactNode[]; ordered?: boolean }) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag className={cn('space-y-2 pl-6', ordered ? 'list-decimal' : 'list-disc')}>
      {items.map((item, index) => (
        <li key={index} className="pl-1">
          {item}
        </li>
      ))}
    </Tag>
  );
}

/** A term and its explanation, for lists where each item starts with a name. */
export function Defs({ items }: { items: readonly { term: string; text: ReactNode }[] }) {
  return (
    <dl className="space-y-3">
      {items.map(({ term, text }) => (
        <div key={term}>
          <dt className="font-semibold">{term}</dt>
          <dd className="text-muted-foreground mt-0.5">{text}</dd>
        </div>
      ))}
    </dl>
  );
}

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-primary-dark font-medium underline underline-offset-2 hover:no-underline">
      {children}
    </Link>
  );
}

export function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="text-primary-dark font-medium break-all underline underline-offset-2">
      {email}
    </a>
  );
}

export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={telHref(phone)} className="text-primary-dark font-medium whitespace-nowrap underline underline-offset-2">
      {phone}
    </a>
  );
}

interface TableProps {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}

/**
 * A data table. On a phone each row becomes a small card with the column names beside the values,
 * since three columns of prose do not fit 390 px; the explicit roles keep it a table for screen
 * readers when the display changes, and the repeated column names are hidden from them.
 */
export function Table({ caption, head, rows }: TableProps) {
  return (
    <div className="rounded-lg border">
      <table role="table" className="w-full text-left text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="bg-muted max-sm:sr-only">
          <tr role="row">
            {head.map((cell) => (
              <th key={cell} role="columnheader" scope="col" className="px-4 py-2.5 font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-sm:block">
          {rows.map((row, r) => (
            <tr key={r} role="row" className="border-t max-sm:block max-sm:px-4 max-sm:py-3 max-sm:first:border-t-0">
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} role="rowheader" scope="row" className="px-4 py-2.5 font-medium max-sm:block max-sm:p-0">
                    {cell}
                  </th>
                ) : (
                  <td key={c} role="cell" className="px-4 py-2.5 max-sm:flex max-sm:gap-3 max-sm:p-0 max-sm:pt-1">
                    <span aria-hidden="true" className="text-muted-foreground w-24 shrink-0 sm:hidden">
                      {head[c]}
                    </span>
                    <span>{cell}</span>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Callout({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('bg-muted/60 border-primary rounded-r-lg border-l-4 p-4', className)} {...props} />;
}

/** Ends a sentence with the given words without doubling a full stop ('SkyBound Travel Inc.'). */
export function withFullStop(words: string): string {
  return words.endsWith('.') ? words : `${words}.`;
}
