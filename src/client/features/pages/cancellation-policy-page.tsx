import { CancellationQuickReference } from './legal/cancellation-reference';
import { LegalPage } from './legal/legal-page';
import text from './legal/text/cancellation-policy.json';

export function CancellationPolicyPage() {
  return <LegalPage text={text} lead={<CancellationQuickReference />} />;
}
