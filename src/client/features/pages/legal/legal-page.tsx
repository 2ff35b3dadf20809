import type { ComponentType, ReactNode } from 'react';
import type { Brand } from '../../../../shared/schemas/brand';
import { LAST_UPDATED } from './facts';

/** One numbered section of a legal page: the table of contents and the heading come from the same entry. */
export interface LegalSection {
  id: string;
  title: string;
  Body: ComponentType<{ brand: Brand }>;
}

interface LegalPageProps {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  brand: Brand;
  /** Shown between the page header and the sections (the cancellation policy's quick reference). */
  lead?: ReactNode;
}

/**
 * The frame of the long legal pages: a header with the date, a table of contents that follows
 * the reader on wide screens, and numbered sections at a readable line length.
 */
export function LegalPage({ eyebrow, title, intro, sections, brand, lead }: LegalPageProps) {
  return (
    <article>
      <header className="from-primary/10 to-secondary/10 border-b bg-gradient-to-br">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
          <p className="text-primary text-sm font-semibold tracking-wide uppercase">{eyebrow}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <div className="text-muted-foreground mt-4 max-w-prose text-base leading-relaxed sm:text-lg">{intro}</div>
          <p className="text-muted-foreground mt-4 text-sm">
            Last updated: <time dateTime="2025-06-09">{LAST_UPDATED}</time>
          </p>
        </div>
      </header>
      {lead}
      <div className="mx-auto max-w-6xl px-4 py-10 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <nav
          aria-labelledby="toc-title"
          className="bg-card mb-10 self-start rounded-lg border p-5 lg:sticky lg:top-24 lg:mb-0"
        >
          <h2 id="toc-title" className="text-sm font-semibold">
            On this page
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map((section, index) => (
              <li key={section.id} className="flex gap-2">
                <span className="text-muted-foreground w-5 shrink-0 text-right tabular-nums">{index + 1}.</span>
                <a href={`#${section.id}`} className="text-primary-dark hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-prose min-w-0 space-y-10">
          {sections.map(({ id, title: heading, Body }, index) => (
            <section key={id} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
              <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight sm:text-2xl">
                <span className="text-primary mr-2 tabular-nums">{index + 1}.</span>
                {heading}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed">
                <Body brand={brand} />
              </div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
