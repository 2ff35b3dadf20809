import { useEffect } from 'react';
import { DEFAULT_BRAND } from '../../shared/brand';

interface PageMeta {
  /** The page's own part; the brand's ' - Flight Booking' title is used when absent. */
  title?: string;
  description?: string;
}

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/** Sets the document title ('{page} | {brand} - Flight Booking') and description. */
export function usePageMeta({ title, description }: PageMeta, brandName: string = DEFAULT_BRAND.name) {
  useEffect(() => {
    const base = `${brandName} - Flight Booking`;
    document.title = title ? `${title} | ${base}` : base;
    if (description) setMeta('description', description);
  }, [title, description, brandName]);
}
