import type { ComponentProps } from 'react';
import { Phone } from 'lucide-react';
import { Button, type ButtonProps } from './ui/button';
import { useBrandOrDefault } from '../lib/brand';
import { trackAdConversion, trackPhoneCall } from '../lib/analytics';

/** The current brand's support number (the default brand's outside a brand provider). */
export function SupportPhone() {
  return <>{useBrandOrDefault().contact.phone}</>;
}

/** 'tel:' form of a displayed number: '+1 (888) 555-0142' -> 'tel:+18885550142'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

interface PhoneLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** Which link was used, for the phone_call event ('home_hero', 'landing_contact'...). */
  trackingLabel: string;
  phone?: string;
}

/** A tel: link that reports the click (J7: analytics on phone-call clicks). */
export function PhoneLink({ trackingLabel, phone: given, onClick, children, ...props }: PhoneLinkProps) {
  const brandPhone = useBrandOrDefault().contact.phone;
  const phone = given ?? brandPhone;
  return (
    <a
      href={telHref(phone)}
      onClick={(event) => {
        // The /expedia landing page's links (landing_*) also count as Ads conversions (A2).
        if (trackingLabel.startsWith('landing_')) trackAdConversion(trackingLabel);
        else trackPhoneCall(trackingLabel);
        onClick?.(event);
      }}
      {...props}
    >
      {children ?? phone}
    </a>
  );
}

/** The "Call <number>" button the landing pages and the multi-city notice show. */
export function CallButton({
  trackingLabel,
  ...button
}: Omit<ButtonProps, 'asChild' | 'children'> & { trackingLabel: string }) {
  return (
    <Button asChild {...button}>
      <PhoneLink trackingLabel={trackingLabel}>
        <Phone aria-hidden="true" />
        Call <SupportPhone />
      </PhoneLink>
    </Button>
  );
}
