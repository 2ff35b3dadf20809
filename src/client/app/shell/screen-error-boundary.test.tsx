import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenErrorBoundary } from './screen-error-boundary';

function Boom(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

afterEach(() => vi.restoreAllMocks());

describe('ScreenErrorBoundary', () => {
  it('shows what happened and a reload instead of a blank page, and clears on another page', async () => {
    // React reports a caught error on the console; the test's own setup would take it for a bug.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });

    const { rerender } = render(
      <ScreenErrorBoundary resetKey="/search">
        <Boom />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledTimes(1);

    rerender(
      <ScreenErrorBoundary resetKey="/faq">
        <p>Frequently asked questions</p>
      </ScreenErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Frequently asked questions')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
