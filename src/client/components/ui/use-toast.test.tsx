// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import type * as RadixUi from 'radix-ui';
import { Toast as ToastPrimitive } from 'radix-ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION, TOAST_HOTKEY, TOAST_SWIPE_DIRECTION, TOAST_SWIPE_THRESHOLD, ToastAction } from './toast';
import { Toaster } from './toaster';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, reducer, toast, useToast } from './use-toast';

// Spy on the props the real Radix provider receives, so the test sees what the Toaster configures.
vi.mock('radix-ui', async (importOriginal) => {
  const actual = await importOriginal<typeof RadixUi>();
  return { ...actual, Toast: { ...actual.Toast, Provider: vi.fn(actual.Toast.Provider) } };
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  // The store is module state: close and purge whatever a test left behind.
  const { result, unmount } = renderHook(() => useToast());
  act(() => {
    result.current.dismiss();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
  });
  expect(result.current.toasts).toHaveLength(0);
  unmount();
  vi.mocked(ToastPrimitive.Provider).mockClear();
  vi.useRealTimers();
});

function region() {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

function show(input: Parameters<typeof toast>[0]) {
  let handle!: ReturnType<typeof toast>;
  act(() => {
    handle = toast(input);
  });
  return handle;
}

describe('toast settings', () => {
  it('match the spec', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    expect(TOAST_DURATION).toBe(5000);
    expect(TOAST_SWIPE_DIRECTION).toBe('right');
    expect(TOAST_SWIPE_THRESHOLD).toBe(50);
    expect(TOAST_HOTKEY).toEqual(['F8']);
  });

  it('are what the Toaster hands to the Radix provider', () => {
    render(<Toaster />);
    const provider = vi.mocked(ToastPrimitive.Provider);
    expect(provider).toHaveBeenCalled();
    expect(provider.mock.calls.at(-1)?.[0]).toMatchObject({
      duration: 5000,
      swipeDirection: 'right',
      swipeThreshold: 50,
    });
  });
});

describe('toast store', () => {
  it('keeps only the newest toast when two are shown', () => {
    const { result } = renderHook(() => useToast());
    const first = show({ title: 'First' });
    const second = show({ title: 'Second' });
    expect(first.id).not.toBe(second.id);
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({ id: second.id, title: 'Second', open: true });
  });

  it('keeps a dismissed toast, closed, for TOAST_REMOVE_DELAY ms and then removes it', () => {
    const { result } = renderHook(() => useToast());
    const handle = show({ title: 'Saved' });
    act(() => handle.dismiss());
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({ id: handle.id, open: false });

    act(() => vi.advanceTimersByTime(999_999));
    expect(result.current.toasts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
  });

  it('updates a toast in place', () => {
    const { result } = renderHook(() => useToast());
    const handle = show({ title: 'Booking…' });
    act(() => handle.update({ title: 'Booked', variant: 'success' }));
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({ id: handle.id, title: 'Booked', variant: 'success' });
  });

  it('reducer trims to TOAST_LIMIT without touching the input state', () => {
    const state = { toasts: [{ id: 'a', title: 'A' }] };
    const next = reducer(state, { type: 'ADD_TOAST', toast: { id: 'b', title: 'B' } });
    expect(next.toasts.map((t) => t.id)).toEqual(['b']);
    expect(state.toasts.map((t) => t.id)).toEqual(['a']);
  });
});

describe('Toaster', () => {
  it('renders title, description, action and a Close control', () => {
    render(<Toaster />);
    show({
      title: 'Seat held',
      description: 'We will keep it for 15 minutes.',
      action: <ToastAction altText="Undo the seat hold">Undo</ToastAction>,
    });
    const r = within(region());
    expect(r.getByText('Seat held')).toBeInTheDocument();
    expect(r.getByText('We will keep it for 15 minutes.')).toBeInTheDocument();
    expect(r.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(r.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('shows one toast at a time', () => {
    render(<Toaster />);
    show({ title: 'First' });
    show({ title: 'Second' });
    const r = within(region());
    expect(r.queryByText('First')).not.toBeInTheDocument();
    expect(r.getByText('Second')).toBeInTheDocument();
    expect(r.getAllByRole('listitem')).toHaveLength(1);
  });

  it('applies the variant', () => {
    render(<Toaster />);
    show({ title: 'Payment failed', variant: 'destructive' });
    expect(within(region()).getByRole('listitem')).toHaveClass('bg-destructive', 'text-destructive-foreground');
  });

  it('hides a toast when dismiss() is called', () => {
    render(<Toaster />);
    const handle = show({ title: 'Gone soon' });
    expect(within(region()).getByText('Gone soon')).toBeInTheDocument();
    act(() => handle.dismiss());
    expect(within(region()).queryByText('Gone soon')).not.toBeInTheDocument();
  });

  it('closes a toast with its Close control, keeping it in the store until removal', () => {
    render(<Toaster />);
    const { result } = renderHook(() => useToast());
    show({ title: 'Closable' });
    act(() => {
      fireEvent.click(within(region()).getByRole('button', { name: 'Close' }));
    });
    expect(within(region()).queryByText('Closable')).not.toBeInTheDocument();
    expect(result.current.toasts[0]).toMatchObject({ title: 'Closable', open: false });
  });

  it('closes a toast by itself after 5,000 ms', () => {
    render(<Toaster />);
    show({ title: 'Brief' });
    act(() => vi.advanceTimersByTime(TOAST_DURATION - 1));
    expect(within(region()).getByText('Brief')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region()).queryByText('Brief')).not.toBeInTheDocument();
  });

  function swipeRight(distance: number) {
    const item = within(region()).getByRole('listitem');
    act(() => {
      fireEvent.pointerDown(item, { button: 0, pointerId: 1, clientX: 100, clientY: 10 });
      fireEvent.pointerMove(item, { pointerId: 1, clientX: 110, clientY: 10 });
      fireEvent.pointerMove(item, { pointerId: 1, clientX: 100 + distance, clientY: 10 });
      fireEvent.pointerUp(item, { pointerId: 1, clientX: 100 + distance, clientY: 10 });
    });
  }

  it('stays open when swiped right by no more than 50 px', () => {
    render(<Toaster />);
    show({ title: 'Sticky' });
    swipeRight(TOAST_SWIPE_THRESHOLD);
    expect(within(region()).getByText('Sticky')).toBeInTheDocument();
  });

  it('is dismissed when swiped right past 50 px', () => {
    render(<Toaster />);
    show({ title: 'Swipeable' });
    swipeRight(TOAST_SWIPE_THRESHOLD + 1);
    expect(within(region()).queryByText('Swipeable')).not.toBeInTheDocument();
  });

  it('moves focus to the toast region on F8', () => {
    render(<Toaster />);
    show({ title: 'Focus me' });
    const list = within(region()).getByRole('list');
    expect(list).not.toHaveFocus();
    act(() => {
      fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    });
    expect(list).toHaveFocus();
  });
});
