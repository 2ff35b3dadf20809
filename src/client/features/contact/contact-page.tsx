import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import type { ContactResponse } from '../../../shared/schemas/contact';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useBrand } from '../../lib/brand';
import { usePageMeta } from '../../rendering/page-meta';
import { ContactForm } from './components/contact-form';
import { ContactInfo } from './components/contact-info';
import { ContactSuccess } from './components/contact-success';

/** /contact (A2, A3 and A9; R11): how to reach the brand, and the contact form. */
export function ContactPage() {
  const { brand } = useBrand();
  usePageMeta({
    title: 'Contact Us',
    description: `Contact ${brand.name}: call ${brand.contact.phone} 24/7, e-mail ${brand.contact.email}, or send us a message about a booking, a change or a refund.`,
    canonical: '/contact',
  });
  const [answer, setAnswer] = useState<ContactResponse | null>(null);

  return (
    <div className="bg-muted/30">
      <section className="from-primary to-secondary text-primary-foreground bg-gradient-to-br">
        <div className="mx-auto max-w-6xl px-4 pt-12 pb-10 sm:pt-16 sm:pb-14">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Contact Us</h1>
          <p className="mt-3 max-w-2xl text-base opacity-95 sm:text-lg">
            Questions about a booking, a change of plans or a refund? Our travel experts are here around the clock. Call
            us for anything urgent, or send a message and we will get back to you quickly.
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <aside aria-label="Contact details">
          <ContactInfo brand={brand} />
        </aside>
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2 text-xl">
              <MessageSquare className="text-primary size-5" aria-hidden="true" />
              Send us a message
            </CardTitle>
            <CardDescription>
              Fields marked <span className="text-destructive">*</span> are required. For travel within 24 hours, please
              call us instead.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {answer ? (
              <ContactSuccess answer={answer} onAnother={() => setAnswer(null)} />
            ) : (
              <ContactForm onSent={setAnswer} />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
