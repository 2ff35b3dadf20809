import { LegalPage } from './legal/legal-page';
import text from './legal/text/privacy.json';

export function PrivacyPage() {
  return <LegalPage text={text} />;
}
