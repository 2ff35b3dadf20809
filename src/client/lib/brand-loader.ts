import { BrandSchema, type Brand } from '../../shared/schemas/brand';
import { themeVariables } from '../../shared/theme';

/*
 * The brand fetch of the dev server and of pages without an injected brand, in its own chunk
 * so the zod runtime stays off the first load (the server-injected brand needs none of this).
 */

export interface BrandLoad {
  /** null: keep the default brand. */
  brand: Brand | null;
  error: string | null;
}

/** The theme's CSS custom properties on <html>, as the server's <style id="brand-theme"> would set them. */
export function applyTheme(brand: Brand, root: HTMLElement = document.documentElement) {
  for (const [name, value] of Object.entries(themeVariables(brand.theme))) root.style.setProperty(name, value);
}

function failed(reason: string): BrandLoad {
  const error = `Failed to load brand: ${reason}`;
  console.error(error);
  return { brand: null, error };
}

/** GET /api/brands/{id}: 404 falls back silently to the default; any other failure is reported and kept. */
export async function loadBrand(id: string): Promise<BrandLoad> {
  let response: Response;
  try {
    response = await fetch(`/api/brands/${encodeURIComponent(id)}`, {
      headers: { Accept: 'application/json' },
      credentials: 'include',
    });
  } catch {
    return failed('Network error');
  }
  if (response.status === 404) return { brand: null, error: null };
  if (!response.ok) return failed(response.statusText || String(response.status));
  const parsed = BrandSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return failed('Invalid brand data');
  applyTheme(parsed.data);
  return { brand: parsed.data, error: null };
}
