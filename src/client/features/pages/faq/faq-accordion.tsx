import { ArrowRight, ChevronDown } from 'lucide-react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import { Link } from 'react-router';
import { Accordion, AccordionContent, AccordionItem } from '../../../components/ui/accordion';
import type { FaqEntry } from './faq-types';

interface FaqAccordionProps {
  entries: readonly FaqEntry[];
  idPrefix: string;
  /** The questions' heading level: h3 under a tab's h2, h4 under a search group's h3. */
  level?: 'h3' | 'h4';
}

/** One open question at a time; clicking the open one closes it. */
export function FaqAccordion({ entries, idPrefix, level = 'h3' }: FaqAccordionProps) {
  const Heading = level;
  return (
    <Accordion type="single" collapsible className="bg-card rounded-lg border px-4 sm:px-6">
      {entries.map((entry) => (
        <AccordionItem key={entry.id} value={`${idPrefix}-${entry.id}`} className="last:border-b-0">
          {/* The shared trigger always renders an h3; the search results need h4 to keep the outline. */}
          <AccordionPrimitive.Header asChild>
            <Heading className="flex">
              <AccordionPrimitive.Trigger className="focus-visible:ring-ring flex flex-1 cursor-pointer items-center justify-between gap-4 rounded-md py-4 text-left text-base font-medium hover:underline focus-visible:ring-2 focus-visible:outline-hidden [&[data-state=open]>svg]:rotate-180">
                {entry.question}
                <ChevronDown
                  className="text-muted-foreground size-4 shrink-0 transition-transform duration-200"
                  aria-hidden="true"
                />
              </AccordionPrimitive.Trigger>
            </Heading>
          </AccordionPrimitive.Header>
          <AccordionContent className="text-muted-foreground max-w-prose text-[0.95rem] leading-relaxed">
            <p>{entry.answer}</p>
            {entry.link && (
              <Link
                to={entry.link.to}
                className="text-primary-dark mt-3 inline-flex items-center gap-1 font-medium hover:underline"
              >
                {entry.link.label}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            )}
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
