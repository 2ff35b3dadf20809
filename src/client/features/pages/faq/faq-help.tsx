import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Brand } from '../../../../shared/schemas/brand';
import { withFullStop } from '../legal/prose';

export function ContactLink({ children }: { children: ReactNode }) {
  return (
    <Link to="/contact" className="text-primary-dark font-medium underline underline-offset-2 hover:no-underline">
      {children}
    </Link>
  );
}

/** The way out of the FAQ when it has no answer: the contact page, the phone and the e-mail. */
export function FaqHelp({ brand }: { brand: Brand }) {
  return (
    <section aria-labelledby="faq-help-title" className="bg-primary/5 mt-14 rounded-xl border p-6 sm:p-8">
      <h2 id="faq-help-title" className="text-xl font-semibold tracking-tight">
        Still have a question?
      </h2>
      <p className="text-muted-foreground mt-2 max-w-prose">
        Our travel experts are here 24/7. Send us a message and we will reply with a reference for your request, or call
        us for anything urgent.
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <Link
          to="/contact"
          className="bg-primary text-primary-foreground inline-flex h-11 items-center justify-center rounded-md px-5 font-medium hover:opacity-90"
        >
          Contact us
        </Link>
        <a
          href={`tel:${brand.contact.phone.replace(/[^\d+]/g, '')}`}
          className="inline-flex items-center gap-2 font-medium hover:underline"
        >
          <Phone className="text-primary size-4" aria-hidden="true" />
          {brand.contact.phone}
        </a>
        <a
          href={`mailto:${brand.contact.email}`}
          className="inline-flex items-center gap-2 font-medium break-all hover:underline"
        >
          <Mail className="text-primary size-4" aria-hidden="true" />
          {brand.contact.email}
        </a>
      </div>
      <p className="text-muted-foreground mt-5 text-sm">
        {brand.name} is operated by {withFullStop(brand.company.legalName)}
      </p>
    </section>
  );
}
