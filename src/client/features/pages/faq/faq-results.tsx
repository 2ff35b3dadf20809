import { Button } from '../../../components/ui/button';
import { FaqAccordion } from './faq-accordion';
import type { FaqResultGroup } from './search-faq';
import { ContactLink } from './faq-help';

interface FaqResultsProps {
  query: string;
  groups: readonly FaqResultGroup[];
  onClear: () => void;
}

/** Matches grouped under their category, each group with its count. */
export function FaqResults({ query, groups, onClear }: FaqResultsProps) {
  const total = groups.reduce((sum, group) => sum + group.entries.length, 0);
  return (
    <section aria-labelledby="faq-results-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="faq-results-title" className="text-2xl font-semibold tracking-tight">
          Search results
        </h2>
        <Button variant="outline" onClick={onClear}>
          Clear search
        </Button>
      </div>
      <p role="status" className="text-muted-foreground mt-2">
        {total === 0
          ? `No questions match "${query}".`
          : `${total} ${total === 1 ? 'question matches' : 'questions match'} "${query}".`}
      </p>
      {total === 0 ? (
        <div className="bg-card mt-6 rounded-lg border p-6">
          <p>
            Try fewer or different words, such as &ldquo;refund&rdquo; or &ldquo;passport&rdquo;, or browse the topics.
            Can&rsquo;t find what you need? <ContactLink>Contact our support team</ContactLink> and we will answer you
            directly.
          </p>
        </div>
      ) : (
        <div className="mt-6 space-y-8">
          {groups.map((group) => (
            <section key={group.category} aria-labelledby={`faq-group-${group.category}`}>
              <h3 id={`faq-group-${group.category}`} className="mb-3 flex items-center gap-2 text-lg font-semibold">
                {group.label}
                <span className="bg-primary/10 text-primary-dark rounded-full px-2.5 py-0.5 text-sm font-medium">
                  {group.entries.length}
                </span>
              </h3>
              <FaqAccordion entries={group.entries} idPrefix={`result-${group.category}`} level="h4" />
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
