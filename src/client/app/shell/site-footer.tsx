import { Building2, Clock3, Headphones, Lock, Mail, MapPin, Phone, ShieldCheck } from 'lucide-react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Link } from 'react-router';
import type { Brand } from '../../../shared/schemas/brand';
import { useBrand } from '../../lib/brand';
import { AccreditationBadge } from './accreditation-badge';
import { BrandLogo } from '../../components/brand-logo';
import { BOTTOM_LINKS, COPYRIGHT_YEAR, LEGAL_LINKS, QUICK_LINKS } from './footer-links';
import { PhoneLink } from '../../components/phone-link';
import { FacebookIcon, InstagramIcon, XIcon } from './social-icons';

const BADGES = [
  { icon: Lock, label: 'SSL Secured' },
  { icon: ShieldCheck, label: 'IATA Certified' },
  { icon: Headphones, label: '24/7 Support' },
];

const linkClass = 'hover:text-white focus-visible:text-white transition-colors';

function LinkList({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 grid gap-2.5 text-sm">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SocialLinks({ social, name }: { social: Brand['social']; name: string }) {
  const links: { href: string | undefined; label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
    { href: social.facebook, label: `${name} on Facebook`, Icon: FacebookIcon },
    { href: social.twitter, label: `${name} on X (Twitter)`, Icon: XIcon },
    { href: social.instagram, label: `${name} on Instagram`, Icon: InstagramIcon },
  ];
  const present = links.filter((link) => link.href);
  if (present.length === 0) return null;
  return (
    <ul className="mt-5 flex gap-2">
      {present.map(({ href, label, Icon }) => (
        <li key={label}>
          <a
            href={href}
            aria-label={label}
            target="_blank"
            rel="noopener noreferrer"
            className="grid size-9 place-items-center rounded-full bg-white/10 transition-colors hover:bg-white/20 hover:text-white"
          >
            <Icon className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}

function ContactRow({ icon: Icon, label, children }: { icon: typeof Phone; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon className="mt-0.5 text-slate-400 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-slate-400 uppercase">{label}</p>
        <div className="mt-0.5 text-sm text-slate-200">{children}</div>
      </div>
    </li>
  );
}

/** The site footer (A2): every block, badge and link of the spec. */
export function SiteFooter() {
  const { brand } = useBrand();
  const { phone, email } = brand.contact;
  const { company } = brand;

  return (
    <footer className="bg-slate-950 text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <div className="col-span-2 lg:col-span-1">
          <Link to="/" className="inline-flex rounded-md text-white">
            <BrandLogo brand={brand} />
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">
            {brand.name} is a travel agency booking flights worldwide on more than 500 airlines, with secure payment, no
            hidden fees and travel experts on the phone around the clock.
          </p>
          <ul className="mt-5 flex flex-wrap gap-2" aria-label="Our guarantees">
            {BADGES.map(({ icon: Icon, label }) => (
              <li
                key={label}
                className="inline-flex items-center gap-1.5 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-medium text-slate-200"
              >
                <Icon className="size-3.5 text-emerald-400" aria-hidden="true" />
                {label}
              </li>
            ))}
          </ul>
          <SocialLinks social={brand.social} name={brand.name} />
        </div>

        <LinkList title="Quick Links" links={QUICK_LINKS} />
        <LinkList title="Legal & Policies" links={LEGAL_LINKS} />

        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact Us</h2>
          <ul className="mt-4 grid gap-4">
            <ContactRow icon={Phone} label="24/7 Phone">
              <PhoneLink
                trackingLabel="footer_phone"
                phone={phone}
                className="font-semibold text-white hover:underline"
              />
            </ContactRow>
            <ContactRow icon={Mail} label="E-mail support">
              <a href={`mailto:${email}`} className="break-all hover:underline">
                {email}
              </a>
            </ContactRow>
            <ContactRow icon={Clock3} label="Availability">
              24/7 Service
            </ContactRow>
            {company.registeredOffice ? (
              <ContactRow icon={MapPin} label="Registered office">
                <address className="not-italic">{company.registeredOffice}</address>
              </ContactRow>
            ) : null}
            {company.companyNumber ? (
              <ContactRow icon={Building2} label="Company registration">
                {company.legalName ? `${company.legalName}, ` : ''}
                {company.companyNumber}
              </ContactRow>
            ) : null}
          </ul>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <AccreditationBadge className="h-12 w-auto shrink-0 self-start text-slate-300 sm:self-center" />
            <p className="text-slate-400">
              © {COPYRIGHT_YEAR} {brand.name}. All rights reserved. Operated by {company.legalName || brand.name}
            </p>
          </div>
          <nav aria-label="Legal" className="flex gap-5">
            {BOTTOM_LINKS.map((link) => (
              <Link key={link.label} to={link.to} className={linkClass}>
                {link.label}
              </Link>
            ))}
          </nav>
        </div>
      </div>
    </footer>
  );
}
