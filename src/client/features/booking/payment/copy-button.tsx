import { Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { copyWithToast } from './clipboard';

/** An icon button that copies `text`; its accessible name says what ('Copy password'). */
export function CopyButton({ text, what }: { text: string; what: string }) {
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      aria-label={`Copy ${what.toLowerCase()}`}
      title={`Copy ${what.toLowerCase()}`}
      onClick={() => void copyWithToast(text, what)}
    >
      <Copy aria-hidden="true" />
    </Button>
  );
}
