import type { ReactNode } from 'react';
import { useBrand } from '../../../lib/brand';
import { usePageMeta } from '../../../rendering/page-meta';
import { fillLegalText, LAST_UPDATED, LegalBlocks, LegalIntro, type LegalText } from './legal-text';

interface LegalPageProps {
  /** The page's words (text/*.json): each section gives both its table-of-contents entry and its heading. */
  text: LegalText;
  /** Shown between the page header and the sections (the cancellation policy's quick reference). */
  lead?: ReactNode;
}

/**
 * The frame of the long legal pages: a header with the date, a table of contents that follows
 * the reader on wide screens, and numbered sections at a readable line length.
 */
export function LegalPage({ text, lead }: LegalPageProps) {
  const { brand } = useBrand();
  const { eyebrow, title, intro, sections } = text;
  usePageMeta({ title, description: fillLegalText(text.description, brand), canonical: text.canonical });
  return (
    <article>
      <header className="from-primary/10 to-secondary/10 border-b bg-gradient-to-br">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
          <p className="text-primary text-sm font-semibold tracking-wide uppercase">{eyebrow}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <div className="text-muted-foreground mt-4 max-w-prose text-base leading-relaxed sm:text-lg">
            <LegalIntro text={intro} brand={brand} />
          </div>
          <p className="text-muted-foreground mt-4 text-sm">
            Last updated: <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.text}</time>
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
          {sections.map(({ id, title: heading, blocks }, index) => (
            <section key={id} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
              <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight sm:text-2xl">
                <span className="text-primary mr-2 tabular-nums">{index + 1}.</span>
                {heading}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed">
                <LegalBlocks blocks={blocks} brand={brand} />
              </div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
