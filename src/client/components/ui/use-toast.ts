import { useSyncExternalStore, type ReactNode } from 'react';
import type { ToastActionElement, ToastProps } from './toast';

/** Only this many toasts are kept: a new toast replaces the one on screen. */
export const TOAST_LIMIT = 1;
/** A dismissed toast stays in the store (closed) for this long, in ms, before it is removed. */
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToasterToast = Omit<ToastProps, 'id' | 'title' | 'children'> & {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastActionElement;
};

export type ToastInput = Omit<ToasterToast, 'id'>;

export interface ToastState {
  toasts: ToasterToast[];
}

export type ToastStoreAction =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string | undefined }
  | { type: 'REMOVE_TOAST'; toastId?: string | undefined };

/** Pure state transitions for the toast store (timers live outside, in `dismissToast`). */
export function reducer(state: ToastState, action: ToastStoreAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS_TOAST': {
      const { toastId } = action;
      return {
        toasts: state.toasts.map((t) => (toastId === undefined || t.id === toastId ? { ...t, open: false } : t)),
      };
    }
    case 'REMOVE_TOAST':
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

let memoryState: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function dispatch(action: ToastStoreAction) {
  memoryState = reducer(memoryState, action);
  // Forget removal timers of toasts that are already gone (e.g. pushed out by TOAST_LIMIT).
  for (const [id, timeout] of removeTimeouts) {
    if (!memoryState.toasts.some((t) => t.id === id)) {
      clearTimeout(timeout);
      removeTimeouts.delete(id);
    }
  }
  for (const listener of listeners) listener();
}

function scheduleRemoval(toastId: string) {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(toastId, timeout);
}

/** Closes one toast, or every toast when no id is given; it is removed TOAST_REMOVE_DELAY ms later. */
function dismissToast(toastId?: string) {
  for (const t of memoryState.toasts) {
    if (toastId === undefined || t.id === toastId) scheduleRemoval(t.id);
  }
  dispatch({ type: 'DISMISS_TOAST', toastId });
}

let count = 0;
function genId() {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

/** Shows a toast. Returns its id and functions to close or change it. */
export function toast({ onOpenChange, ...props }: ToastInput) {
  const id = genId();
  const dismiss = () => dismissToast(id);
  const update = (next: Partial<ToastInput>) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } });

  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...props,
      id,
      open: true,
      // Radix closes the toast itself (timeout, swipe, Escape, close button): mirror that in the store.
      onOpenChange: (open) => {
        onOpenChange?.(open);
        if (!open) dismiss();
      },
    },
  });

  return { id, dismiss, update };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot() {
  return memoryState;
}

export function useToast() {
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dismissToast(toastId),
  };
}
