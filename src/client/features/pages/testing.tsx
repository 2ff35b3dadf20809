import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Brand } from '../../../shared/schemas/brand';
import { BrandProvider, DEFAULT_PUBLIC_BRAND } from '../../lib/brand';

/* Client test helpers for the static pages: a non-default brand, as the server would inject it. */

export const ACME: Brand = {
  ...DEFAULT_PUBLIC_BRAND,
  id: 'acme',
  name: 'Acme Air Travel',
  contact: { email: 'help@acme.travel', phone: '+44 20 7946 0000', address: '1 Acme Way, London' },
  company: {
    legalName: 'Acme Holidays Ltd',
    registeredOffice: '1 Acme Way, London EC1A 1AA',
    companyNumber: '09876543',
  },
};

/** Renders a page at its path inside a brand provider started from ACME (the page's first HTML). */
export function renderPage(element: ReactNode, path: string) {
  document.getElementById('brand-data')?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'brand-data';
  script.textContent = JSON.stringify(ACME);
  document.body.append(script);
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  return render(
    <BrandProvider>
      <RouterProvider router={router} />
    </BrandProvider>,
  );
}

export function resetPage() {
  document.getElementById('brand-data')?.remove();
  document.head.innerHTML = '';
}
