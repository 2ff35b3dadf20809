import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

interface FaqSearchFormProps {
  /** Called with the trimmed query on Search or Enter, and with '' as soon as the box is emptied. */
  onSearch: (query: string) => void;
}

export function FaqSearchForm({ onSearch }: FaqSearchFormProps) {
  const [draft, setDraft] = useState('');
  const inputId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(draft.trim());
  }

  return (
    <form role="search" onSubmit={submit} className="mt-8 flex max-w-2xl gap-2">
      <label htmlFor={inputId} className="sr-only">
        Search the FAQ
      </label>
      <div className="relative flex-1">
        <Search
          className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2"
          aria-hidden="true"
        />
        <Input
          id={inputId}
          type="search"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            // Emptying the box (typing it away or its clear button) is an empty query: results go.
            if (event.target.value.trim() === '') onSearch('');
          }}
          placeholder="Search the FAQ, e.g. refund"
          className="h-12 bg-white pl-10 text-base"
          autoComplete="off"
        />
      </div>
      <Button type="submit" size="lg" className="h-12">
        Search
      </Button>
    </form>
  );
}
