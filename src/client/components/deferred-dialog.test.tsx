import { fireEvent, render, screen } from '@testing-library/react';
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
  return { Chunk, arrive, arrived };
}

describe('a dialog fetched when first used', () => {
  it('is a plain button that says it opens a dialog, and starts the fetch when reached', () => {
    const preload = vi.fn(() => new Promise<void>(() => {}));
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
    fireEvent.pointerEnter(button);
    expect(preload).toHaveBeenCalledTimes(2);
  });

  it('keeps the pressed button, focused, while the chunk comes, then opens the dialog, and focus comes back to it', async () => {
    const { Chunk, arrive, arrived } = slowChunk();
    const user = userEvent.setup();
    render(
      <DeferredDialog preload={() => arrived} trigger={<button type="button">Track prices</button>}>
        {(trigger) => <Chunk trigger={trigger} />}
      </DeferredDialog>,
    );
    const pressed = screen.getByRole('button', { name: 'Track prices' });
    await user.click(pressed);
    expect(pressed).toBeInTheDocument();
    expect(pressed).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('dialog', { name: 'Late dialog' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Track prices' })).toHaveFocus();
  });
});
