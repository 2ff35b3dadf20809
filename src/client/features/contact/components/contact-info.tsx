import { Clock, Headphones, Mail, MapPin, Phone, ThumbsUp, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Brand } from '../../../../shared/schemas/brand';
import { trackPhoneCall } from '../../../lib/analytics';

/** 'tel:' form of a displayed number: '+1 (888) 555-0142' -> 'tel:+18885550142'. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function InfoRow({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="bg-primary/10 text-primary grid size-10 shrink-0 place-items-center rounded-lg">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 text-sm">
        <h3 className="font-semibold">{title}</h3>
        <div className="text-muted-foreground mt-0.5 leading-relaxed">{children}</div>
      </div>
    </div>
  );
}

/** How to reach the brand (A1 and A9): 24/7 phone, e-mail, the office and its hours. */
export function ContactInfo({ brand }: { brand: Brand }) {
  const { phone, email, address } = brand.contact;
  return (
    <div className="grid gap-6">
      <a
        href={telHref(phone)}
        onClick={() => trackPhoneCall('contact_page')}
        className="bg-primary text-primary-foreground hover:bg-primary/90 focus-visible:ring-ring flex items-center gap-4 rounded-xl p-5 shadow-sm transition-colors focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-white/15">
          <Headphones className="size-6" aria-hidden="true" />
        </span>
        <span className="grid">
          <span className="text-sm font-medium">24/7 Support Line</span>
          <span className="text-xl font-bold tracking-tight">{phone}</span>
          <span className="text-xs">Urgent travel help, day and night</span>
        </span>
      </a>
      <InfoRow icon={Phone} title="Phone">
        <a
          href={telHref(phone)}
          onClick={() => trackPhoneCall('contact_details')}
          className="text-primary hover:underline"
        >
          {phone}
        </a>
        <br />
        Available 24 hours a day, 7 days a week
      </InfoRow>
      <InfoRow icon={Mail} title="Email">
        <a href={`mailto:${email}`} className="text-primary break-all hover:underline">
          {email}
        </a>
        <br />
        We reply to every message, usually within minutes
      </InfoRow>
      <InfoRow icon={MapPin} title="Office">
        <span className="text-foreground font-medium">{brand.company.legalName}</span>
        <br />
        <span className="whitespace-pre-line">{address || brand.company.registeredOffice}</span>
      </InfoRow>
      <InfoRow icon={Clock} title="Hours">
        Office: Mon-Fri 9AM-6PM EST
        <br />
        Customer support: 24/7
      </InfoRow>
      <div className="bg-muted/60 flex items-center gap-3 rounded-xl border p-4">
        <ThumbsUp className="text-primary size-5 shrink-0" aria-hidden="true" />
        <p className="text-sm">
          <span className="font-semibold">98% customer satisfaction</span>
          <span className="text-muted-foreground"> · average response time under 5 minutes</span>
        </p>
      </div>
    </div>
  );
}
