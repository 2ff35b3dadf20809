import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ContactResponse } from '../../../../shared/schemas/contact';
import { Button } from '../../../components/ui/button';

/** After sending: the reference to quote, the server's words, and a way to write again. */
export function ContactSuccess({ answer, onAnother }: { answer: ContactResponse; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: move focus to what replaced it, so it is read out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="grid justify-items-center gap-4 py-6 text-center">
      <span className="bg-primary/10 text-primary grid size-14 place-items-center rounded-full">
        <CircleCheck className="size-7" aria-hidden="true" />
      </span>
      <h3 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        Message sent
      </h3>
      <p className="text-muted-foreground text-sm">Your reference</p>
      <p className="bg-muted rounded-md px-4 py-2 font-mono text-2xl font-bold tracking-wider" data-testid="reference">
        {answer.reference}
      </p>
      <p className="text-muted-foreground max-w-prose text-sm leading-relaxed">{answer.message}</p>
      <p className="text-muted-foreground max-w-prose text-sm">
        We have also sent a confirmation to your e-mail address.
      </p>
      <Button variant="outline" onClick={onAnother}>
        Send another message
      </Button>
    </div>
  );
}
