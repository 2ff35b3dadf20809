import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageMeta } from './page-meta';

function Page(props: Parameters<typeof usePageMeta>[0]) {
  usePageMeta(props);
  return null;
}

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

afterEach(() => {
  document.head.innerHTML = '';
});

describe('usePageMeta', () => {
  it("titles a page '{page} | {brand} - Flight Booking', and the home page '{brand} - Flight Booking'", () => {
    const view = render(<Page title="Flight booking support" />);
    expect(document.title).toBe('Flight booking support | SkyBound Travel - Flight Booking');
    view.rerender(<Page />);
    expect(document.title).toBe('SkyBound Travel - Flight Booking');
  });

  it('sets the description and the social title and description', () => {
    render(<Page title="About us" description="Who we are." />);
    expect(meta('meta[name="description"]')).toBe('Who we are.');
    expect(meta('meta[property="og:title"]')).toBe('About us | SkyBound Travel - Flight Booking');
    expect(meta('meta[property="og:description"]')).toBe('Who we are.');
  });

  it('sets keywords and an absolute canonical link, and removes both when the page is left', () => {
    const view = render(<Page keywords="cheap flights, deals" canonical="/" />);
    expect(meta('meta[name="keywords"]')).toBe('cheap flights, deals');
    expect(canonical()).toBe(`${window.location.origin}/`);
    view.unmount();
    expect(document.head.querySelector('meta[name="keywords"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
