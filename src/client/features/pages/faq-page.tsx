import { useMemo, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useBrand } from '../../lib/brand';
import { usePageMeta } from '../../rendering/page-meta';
import { FaqAccordion } from './faq/faq-accordion';
import { faqContent } from './faq/faq-content';
import { FaqHelp } from './faq/faq-help';
import { FaqResults } from './faq/faq-results';
import { FaqSearchForm } from './faq/faq-search-form';
import { FAQ_CATEGORIES } from './faq/faq-types';
import { searchFaq } from './faq/search-faq';

export function FaqPage() {
  const { brand } = useBrand();
  usePageMeta({
    title: 'Frequently Asked Questions',
    description: `Answers about booking, payment, cancellations, changes, travel documents and your ${brand.name} account.`,
    canonical: '/faq',
  });
  const { name, contact } = brand;
  const content = useMemo(
    () => faqContent({ name, phone: contact.phone, email: contact.email }),
    [name, contact.phone, contact.email],
  );
  const [query, setQuery] = useState('');
  const results = useMemo(() => searchFaq(content, query), [content, query]);

  return (
    <div>
      <header className="from-primary/10 to-secondary/10 border-b bg-gradient-to-br">
        <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
          <p className="text-primary text-sm font-semibold tracking-wide uppercase">Help centre</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Frequently Asked Questions</h1>
          <p className="text-muted-foreground mt-4 max-w-prose text-base sm:text-lg">
            Quick answers about booking, paying, changing and cancelling flights, travelling and your account.
          </p>
          <FaqSearchForm onSearch={setQuery} />
        </div>
      </header>
      <div className="mx-auto max-w-5xl px-4 py-10">
        {results ? (
          <FaqResults query={query} groups={results} onClear={() => setQuery('')} />
        ) : (
          <section aria-labelledby="faq-topics-title">
            <h2 id="faq-topics-title" className="text-2xl font-semibold tracking-tight">
              Browse by topic
            </h2>
            <Tabs defaultValue="booking" className="mt-5">
              <TabsList className="grid h-auto w-full grid-cols-3 gap-1 sm:grid-cols-6">
                {FAQ_CATEGORIES.map(({ id, label }) => (
                  <TabsTrigger key={id} value={id} className="py-2">
                    {label}
                  </TabsTrigger>
                ))}
              </TabsList>
              {FAQ_CATEGORIES.map(({ id }) => (
                <TabsContent key={id} value={id} className="mt-5">
                  <FaqAccordion entries={content[id]} idPrefix={id} />
                </TabsContent>
              ))}
            </Tabs>
          </section>
        )}
        <FaqHelp brand={brand} />
      </div>
    </div>
  );
}
