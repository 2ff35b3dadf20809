import { LegalPage } from './legal/legal-page';
import text from './legal/text/cookies.json';

export function CookiesPage() {
  return <LegalPage text={text} />;
}
