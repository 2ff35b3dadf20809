import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider, useNavigate, type NavigateFunction } from 'react-router';
import { ScrollRestoration } from './scroll-restoration';

const navigator: { current?: NavigateFunction } = {};
function Layout() {
  const navigate = useNavigate();
  useEffect(() => {
    navigator.current = navigate;
  }, [navigate]);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
const Screen = ({ name }: { name: string }) => <h1 id={`${name}-title`}>{name}</h1>;

function renderAt(path: string) {
  return renderDocument(path);
}

/** A document loaded at `path`: its first history entry has no key of its own ('default'). */
function renderDocument(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: ['a', 'b', 'c'].map((name) => ({ path: `/${name}`, element: <Screen name={name} /> })),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

const go = async (to: string | number, options?: { replace?: boolean }) => {
  await act(async () => {
    const navigate = navigator.current;
    if (!navigate) throw new Error('not rendered');
    if (typeof to === 'number') await navigate(to);
    else await navigate(to, options);
  });
};

/** The visitor scrolls to `y`. */
async function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  await act(() => window.dispatchEvent(new Event('scroll')));
}

let scrolled: ReturnType<typeof vi.fn>;
beforeEach(() => {
  sessionStorage.clear();
  scrolled = vi.fn();
  vi.spyOn(window, 'scrollTo').mockImplementation(scrolled as unknown as typeof window.scrollTo);
});
afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  vi.restoreAllMocks();
});

describe('ScrollRestoration', () => {
  it('leaves the first page where the browser put it, and opens a new page at its top', async () => {
    renderAt('/a');
    expect(scrolled).not.toHaveBeenCalled();
    await scrollTo(900);
    await go('/b');
    expect(scrolled).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the place when a screen rewrites its own address, not when a replace changes the page', async () => {
    renderAt('/a');
    await scrollTo(600);
    await go('/a?sort=price-desc', { replace: true });
    expect(scrolled).not.toHaveBeenCalled();
    await go('/b', { replace: true });
    expect(scrolled).toHaveBeenCalledWith(0, 0);
  });

  it('returns to where each page was left on Back and Forward', async () => {
    renderAt('/a');
    await scrollTo(700);
    await go('/b');
    await scrollTo(250);
    await go('/c');
    scrolled.mockClear();

    await go(-1);
    expect(scrolled).toHaveBeenLastCalledWith(0, 250);
    await go(-1);
    expect(scrolled).toHaveBeenLastCalledWith(0, 700);
    await go(2);
    expect(scrolled).toHaveBeenLastCalledWith(0, 0);
  });

  it('opens a link with a #fragment at that element', async () => {
    renderAt('/a');
    const into = vi.spyOn(Element.prototype, 'scrollIntoView');
    await go('/b#b-title');
    expect(into).toHaveBeenCalledTimes(1);
    expect(into.mock.contexts[0]).toBe(document.getElementById('b-title'));
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('keeps the positions for a reload of the tab, and lets the browser restore none itself', async () => {
    renderAt('/a');
    expect(window.history.scrollRestoration).toBe('manual');
    await scrollTo(400);
    window.dispatchEvent(new Event('pagehide'));
    const saved = JSON.parse(sessionStorage.getItem('scroll-positions') ?? '[]') as [string, number][];
    expect(saved.map(([, y]) => y)).toEqual([400]);
  });

  it('records the kept place for the replaced entry, and a replace with the same address goes to the top', async () => {
    renderAt('/a');
    await scrollTo(600);
    await go('/a?sort=price-desc', { replace: true });
    await go('/b');
    await go(-1);
    expect(scrolled).toHaveBeenLastCalledWith(0, 600);
    scrolled.mockClear();
    // The brand's logo pressed on its own page: the same address again, back to the top.
    await go('/a?sort=price-desc', { replace: true });
    expect(scrolled).toHaveBeenCalledWith(0, 0);
  });

  it('takes a malformed #fragment as none', async () => {
    renderAt('/a');
    await go('/b#%zz');
    expect(scrolled).toHaveBeenCalledWith(0, 0);
  });

  it('returns a reloaded page to its place; another visit to the address, or another page, starts at the top', async () => {
    const arrival = (type: string) =>
      vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as unknown as PerformanceEntry]);
    const first = renderDocument('/a');
    await scrollTo(400);
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();

    arrival('navigate');
    renderDocument('/b').unmount();
    renderDocument('/a').unmount();
    expect(scrolled).not.toHaveBeenCalled();

    arrival('reload');
    renderDocument('/a');
    expect(scrolled).toHaveBeenCalledWith(0, 400);
  });
});
