import { ChevronRight, Inbox, ListX, MessageSquare, Palette } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '../../../../shared/routes';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

const LINKS = [
  { to: ROUTES.adminBrands, icon: Palette, label: 'Brand manager', text: 'Brands, colours, domains and markup' },
  { to: ROUTES.adminEmails, icon: Inbox, label: 'E-mail outbox', text: 'Every e-mail the site sent or kept' },
  { to: ROUTES.adminMessages, icon: MessageSquare, label: 'Contact messages', text: 'Messages from the contact form' },
  { to: ROUTES.adminJobs, icon: ListX, label: 'Failed jobs', text: 'Background jobs that failed every attempt' },
];

export function AdminLinks() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Administration</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-border divide-y">
          {LINKS.map(({ to, icon: Icon, label, text }) => (
            <li key={to}>
              <Link
                to={to}
                className="hover:bg-muted focus-visible:ring-ring -mx-2 flex items-center gap-3 rounded-md px-2 py-3 focus-visible:ring-2 focus-visible:outline-hidden"
              >
                <Icon className="text-primary size-5 shrink-0" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{label}</span>
                  <span className="text-muted-foreground block text-sm">{text}</span>
                </span>
                <ChevronRight className="text-muted-foreground size-4" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
