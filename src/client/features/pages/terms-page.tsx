import { LegalPage } from './legal/legal-page';
import text from './legal/text/terms.json';

export function TermsPage() {
  return <LegalPage text={text} />;
}
