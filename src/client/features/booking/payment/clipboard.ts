import { toast } from '../../../components/ui/use-toast';

/**
 * Copies text: the Clipboard API where the page may use it (secure contexts), else a hidden
 * textarea and execCommand('copy'), which still works on plain-http hosts and older browsers.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (permissions, focus): try the old way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies and says so: 'Copied to clipboard', or how to copy by hand when the browser refused. */
export async function copyWithToast(text: string, what: string): Promise<void> {
  if (await copyText(text)) toast({ title: 'Copied to clipboard', description: `${what} copied.` });
  else
    toast({
      variant: 'destructive',
      title: 'Copy failed',
      description: `Select the ${what.toLowerCase()} and copy it by hand.`,
    });
}
