import { Cookie } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { openConsentSettings } from '../../../lib/consent';
import { Callout } from './prose';

/** Where the visitor changes their analytics consent (R15): it reopens the cookie banner. */
export function ConsentChoice() {
  return (
    <Callout className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p>Accept or decline analytics again, whenever you like.</p>
      <Button variant="outline" onClick={openConsentSettings} className="shrink-0">
        <Cookie aria-hidden="true" />
        Change cookie settings
      </Button>
    </Callout>
  );
}
