import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '../../lib/utils';
import { FOCUS_RING, withClass } from './with-class';

export const Tabs = TabsPrimitive.Root;

export const TabsList = withClass(
  TabsPrimitive.List,
  'inline-flex h-10 items-center justify-center rounded-md bg-muted p-1 text-muted-foreground',
);

export const TabsTrigger = withClass(
  TabsPrimitive.Trigger,
  cn(
    'inline-flex cursor-pointer items-center justify-center gap-1.5 rounded-sm px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-all',
    'hover:text-foreground',
    FOCUS_RING,
    'disabled:pointer-events-none disabled:opacity-50',
    'data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
  ),
);

export const TabsContent = withClass(TabsPrimitive.Content, cn('mt-2', FOCUS_RING));
