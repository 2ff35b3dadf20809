import type { Brand } from '../../../../shared/schemas/brand';
import { MailLink, PhoneLink } from './prose';

/** Who runs the site and how to reach them: the brand's operating company and support lines. */
export function OperatorDetails({ brand }: { brand: Brand }) {
  const { company, contact } = brand;
  return (
    <address className="bg-card rounded-lg border p-5 not-italic">
      <p className="font-semibold">{company.legalName}</p>
      <p className="text-muted-foreground mt-1">trading as {brand.name}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Registered office</dt>
        <dd className="text-muted-foreground">{company.registeredOffice}</dd>
        <dt className="font-medium">Company registration</dt>
        <dd className="text-muted-foreground">{company.companyNumber}</dd>
        <dt className="font-medium">E-mail</dt>
        <dd>
          <MailLink email={contact.email} />
        </dd>
        <dt className="font-medium">Phone (24/7)</dt>
        <dd>
          <PhoneLink phone={contact.phone} />
        </dd>
      </dl>
    </address>
  );
}
