import type { KeyboardEvent } from 'react';
import { cn } from '../../../lib/utils';

export type SearchTab = 'round-trip' | 'one-way' | 'multi-city';

const TABS: { id: SearchTab; label: string }[] = [
  { id: 'round-trip', label: 'Round Trip' },
  { id: 'one-way', label: 'One Way' },
  { id: 'multi-city', label: 'Multi-City' },
];

interface SearchTabsProps {
  value: SearchTab;
  onChange: (tab: SearchTab) => void;
  /** The panel every tab controls (one panel whose content follows the tab). */
  panelId: string;
  idPrefix: string;
}

export const tabId = (idPrefix: string, tab: SearchTab) => `${idPrefix}-tab-${tab}`;

/** The form's three tabs (APG tabs, automatic activation): arrows, Home and End move between them. */
export function SearchTabs({ value, onChange, panelId, idPrefix }: SearchTabsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((tab) => tab.id === value);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = TABS[(next + TABS.length) % TABS.length];
    if (!tab) return;
    onChange(tab.id);
    document.getElementById(tabId(idPrefix, tab.id))?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Trip type"
      onKeyDown={onKeyDown}
      className="bg-muted inline-flex w-full rounded-full p-1 sm:w-auto"
    >
      {TABS.map((tab) => {
        const selected = tab.id === value;
        return (
          <button
            key={tab.id}
            id={tabId(idPrefix, tab.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            className={cn(
              'flex-1 cursor-pointer rounded-full px-2 py-2 text-sm font-semibold whitespace-nowrap transition-colors sm:flex-none sm:px-4',
              'focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-hidden',
              selected ? 'bg-background text-primary shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
