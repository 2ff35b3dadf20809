import type { ComponentProps } from 'react';
import { DEFAULT_BRAND } from '../../../../shared/brand';
import { trackPhoneCall } from '../lib/analytics';

/** The brand's support number; the shell's brand context replaces DEFAULT_BRAND when it lands. */
export const SUPPORT_PHONE = DEFAULT_BRAND.contact.phone;

/** 'tel:' form of a displayed number: '+1 (888) 555-0142' -> 'tel:+18885550142'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

interface PhoneLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** Which link was used, for the phone_call event ('home_hero', 'landing_contact'...). */
  trackingLabel: string;
  phone?: string;
}

/** A tel: link that reports the click (section 7: analytics on phone-call clicks). */
export function PhoneLink({ trackingLabel, phone = SUPPORT_PHONE, onClick, children, ...props }: PhoneLinkProps) {
  return (
    <a
      href={telHref(phone)}
      onClick={(event) => {
        trackPhoneCall(trackingLabel);
        onClick?.(event);
      }}
      {...props}
    >
      {children ?? phone}
    </a>
  );
}
