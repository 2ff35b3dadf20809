import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { NO_FILTERS, offerFacts, type SortOption } from '../lib/filters';
import { offerRange } from '../testing';
import { FiltersSheet } from './filters-sheet';
import { SortSelect } from './sort-select';

/*
 * The sort's select and the filters sheet's dialog are fetched when first used (sort-select.tsx,
 * filters-sheet.tsx): until then each is a plain button that must look, read and answer like the
 * Radix control it stands for.
 */

function Sort({ onChange }: { onChange: (sort: SortOption) => void }) {
  const [value, setValue] = useState<SortOption>('cheapest');
  return (
    <SortSelect
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('the sort before and after its select is here', () => {
  it('is drawn by the server as a named combobox showing the order, with no Radix state', () => {
    const html = renderToString(<SortSelect value="fastest" onChange={() => {}} />);
    expect(html).toContain('role="combobox"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('Fastest');
    expect(html).not.toContain('data-state');
  });

  it('opens the list on the first press and sorts by the option chosen', async () => {
    const onChange = vi.fn();
    render(<Sort onChange={onChange} />);
    const plain = screen.getByRole('combobox', { name: 'Sort by' });
    expect(plain).not.toHaveAttribute('data-state');
    await userEvent.click(plain);
    await userEvent.click(await screen.findByRole('option', { name: 'Price: High to Low' }));
    expect(onChange).toHaveBeenCalledWith('price-desc');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Price: High to Low'),
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveAttribute('data-state', 'closed');
  });

  it('opens from the keyboard with an arrow key, as the select does', async () => {
    render(<Sort onChange={() => {}} />);
    screen.getByRole('combobox', { name: 'Sort by' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it("shows the order chosen at once, before the page has applied it, then the page's own (R45 speed)", async () => {
    const onChange = vi.fn();
    // The page applies the order later (results-page.tsx: after the next paint): here, not yet.
    const { rerender } = render(<SortSelect value="cheapest" onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    // Chosen by its key with nothing awaited after it, so no timer (the deferred close) can run
    // before the checks of the key's own frame, however busy the machine.
    fireEvent.keyDown(await screen.findByRole('option', { name: 'Fastest' }), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('fastest');
    // At once: Radix may still hide the rest of the page from assistive tech until its list unmounts.
    expect(screen.getByRole('combobox', { name: 'Sort by', hidden: true })).toHaveTextContent('Fastest');
    // The list is hidden in that frame and taken out after it; then focus is back on the select.
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    await waitFor(() => expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveFocus();
    rerender(<SortSelect value="fastest" onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Fastest');
    // An order from elsewhere (Back, a link) wins over the one chosen before it.
    rerender(<SortSelect value="earliest" onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent(/Earliest/);
  });

  it('stays shut while disabled', async () => {
    render(<SortSelect value="cheapest" onChange={() => {}} disabled />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('the filters sheet before and after its dialog is here', () => {
  const panelProps = {
    facts: offerRange(3).map(offerFacts),
    applied: NO_FILTERS,
    bounds: { min: 100, max: 300 },
    currency: 'USD',
    onApply: vi.fn(),
  };

  it('opens the sheet on the first press, and Apply closes it with the choice', async () => {
    render(<FiltersSheet panelProps={panelProps} />);
    const plain = screen.getByRole('button', { name: 'Filters' });
    expect(plain).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(plain);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(screen.getByRole('checkbox', { name: /^Direct/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(panelProps.onApply).toHaveBeenCalledWith(expect.objectContaining({ stops: ['0'] }));
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    // Focus comes back to the button, now the dialog's own trigger.
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });

  it("hides the sheet in the press's own frame and takes it out after (R45 speed)", async () => {
    const onApply = vi.fn();
    render(<FiltersSheet panelProps={{ ...panelProps, onApply }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Refundable' }));
    // A click on Apply with nothing after it: what is on screen right after the press.
    act(() => screen.getByRole('button', { name: 'Apply Filters' }).click());
    expect(onApply).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ refundable: true }));
    // Hidden with its backdrop (Radix draws it just before the sheet) by their inline display,
    // with no React render in the press: both still in the page until the frame after.
    expect(sheet).not.toBeVisible();
    expect(sheet.previousElementSibling).toHaveClass('bg-black/60');
    expect(sheet.previousElementSibling).not.toBeVisible();
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });
});
