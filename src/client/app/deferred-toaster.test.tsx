import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '../components/ui/use-toast';
import { DeferredToaster } from './deferred-toaster';

describe('the deferred Toaster', () => {
  it('renders nothing until the first toast, then shows it and keeps the notifications region', async () => {
    const { container } = render(<DeferredToaster />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).toBeNull();

    let shown: ReturnType<typeof toast> | undefined;
    act(() => {
      shown = toast({ title: 'Search failed', description: 'Please try again later.', variant: 'destructive' });
    });
    expect(await screen.findByText('Search failed', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    act(() => shown?.dismiss());
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });
});
