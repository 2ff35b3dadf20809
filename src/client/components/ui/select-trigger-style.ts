/**
 * SelectTrigger's look, in a module free of Radix: a screen can draw a plain button that looks the
 * same until the select's code is needed (the results page's sort, features/results/components/sort-select.tsx).
 */
export const SELECT_TRIGGER_CLASS = [
  'flex h-10 w-full cursor-pointer items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-sm text-foreground shadow-xs whitespace-nowrap',
  'data-[placeholder]:text-muted-foreground',
  'focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-destructive',
  '[&>span]:line-clamp-1',
].join(' ');
