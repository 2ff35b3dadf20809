import { Phone } from 'lucide-react';
import { NavLink } from 'react-router';
import { PhoneLink } from '../../components/phone-link';
import { useBrand } from '../../lib/brand';

/** The header's main links (spec: Flights is active on any path starting with /search). */
export const NAV = [
  { to: '/', label: 'Home', end: true },
  { to: '/search', label: 'Flights', end: false },
  { to: '/my-trips', label: 'My Trips', end: false },
  { to: '/contact', label: 'Contact', end: false },
] as const;

interface NavLinksProps {
  /** The link's classes, active (the page it leads to is shown) or not. */
  className: (isActive: boolean) => string;
  onClick?: () => void;
}

/** The main links, as the header's bar and the mobile menu both list them. */
export function NavLinks({ className, onClick }: NavLinksProps) {
  return NAV.map((item) => (
    <NavLink
      key={item.to}
      to={item.to}
      end={item.end}
      onClick={onClick}
      className={({ isActive }) => className(isActive)}
    >
      {item.label}
    </NavLink>
  ));
}

/** The header's support number, reported as header_phone; the mobile menu shows the same one on small screens. */
export function HeaderPhone({ className, iconClassName }: { className: string; iconClassName: string }) {
  const phone = useBrand().brand.contact.phone;
  return (
    <PhoneLink trackingLabel="header_phone" phone={phone} className={className}>
      <Phone className={iconClassName} aria-hidden="true" />
      {phone}
    </PhoneLink>
  );
}
