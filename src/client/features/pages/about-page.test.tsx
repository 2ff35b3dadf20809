import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BrandProvider } from '../../lib/brand';
import { AboutPage } from './about-page';

function renderAbout() {
  const router = createMemoryRouter([{ path: '/about', element: <AboutPage /> }], { initialEntries: ['/about'] });
  return render(
    <BrandProvider>
      <RouterProvider router={router} />
    </BrandProvider>,
  );
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the about page', () => {
  it('sets its title, description and canonical address', () => {
    renderAbout();
    expect(document.title).toBe('About Us | SkyBound Travel - Flight Booking');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^SkyBound Travel is an IATA-accredited travel agency founded in 2020/,
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/about`,
    );
  });

  it("states the spec's claims: 100,000+ travellers, 500+ airlines, 4.9/5, 24/7, founded 2020, IATA in 2022", () => {
    renderAbout();
    const numbers = within(screen.getByRole('region', { name: 'In numbers' }));
    for (const figure of ['100,000+', '500+', '4.9/5', '24/7']) expect(numbers.getByText(figure)).toBeInTheDocument();
    const story = screen.getByRole('heading', { name: 'Our story' }).parentElement as HTMLElement;
    expect(story).toHaveTextContent('began in 2020');
    expect(story).toHaveTextContent('In 2022 we earned our IATA accreditation');
  });

  it('has the story, mission, values and how-we-work sections, and calls to search and contact', () => {
    renderAbout();
    for (const name of ['Our story', 'Our mission', 'What we stand for', 'Our team and how we work']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Search flights' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });
});
