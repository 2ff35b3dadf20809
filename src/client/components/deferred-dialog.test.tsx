import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from './ui/dialog';
import { DeferredDialog } from './deferred-dialog';

/** A dialog chunk that arrives when the test says so. */
function slowChunk() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Chunk = lazy(async () => {
    await arrived;
    return {
      default: ({ trigger }: { trigger: ReactElement }) => (
        <Dialog defaultOpen>
          <DialogTrigger asChild>{trigger}</DialogTrigger>
          <DialogContent aria-describedby={undefined}>
            <DialogTitle>Late dialog</DialogTitle>
          </DialogContent>
        </Dialog>
      ),
    };
  });
  return { Chunk, arrive };
}

describe('a dialog fetched when first used', () => {
  it('is a plain button that says it opens a dialog, and starts the fetch when reached', async () => {
    const preload = vi.fn();
    const { Chunk } = slowChunk();
    render(
      <DeferredDialog preload={preload} trigger={<button type="button">Track prices</button>}>
        {(trigger) => <Chunk trigger={trigger} />}
      </DeferredDialog>,
    );
    const button = screen.getByRole('button', { name: 'Track prices' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('data-state');
    expect(preload).not.toHaveBeenCalled();
    button.focus();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('keeps the button on screen while the chunk comes, then opens the dialog, and focus comes back to it', async () => {
    const { Chunk, arrive } = slowChunk();
    const user = userEvent.setup();
    render(
      <DeferredDialog preload={() => {}} trigger={<button type="button">Track prices</button>}>
        {(trigger) => <Chunk trigger={trigger} />}
      </DeferredDialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Track prices' }));
    expect(screen.getByRole('button', { name: 'Track prices' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('dialog', { name: 'Late dialog' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Track prices' })).toHaveFocus();
  });
});
