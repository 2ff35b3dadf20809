import { createContext, useContext, useEffect } from 'react';
import type { PageMetaText } from '../../shared/page-data';
import { useBrandOrDefault } from '../lib/brand';

/**
 * On the server (prerender.tsx), where a rendered page's title and description go: effects do
 * not run there, and the page's head is written from what the screen said while rendering.
 */
export const PageMetaSink = createContext<((meta: PageMetaText) => void) | null>(null);

interface PageMeta {
  /** The page's own part; the brand's ' - Flight Booking' title is used when absent. */
  title?: string;
  description?: string;
  /** Comma-separated search keywords; removed again when the page is left. */
  keywords?: string;
  /** The page's canonical path ('/') or address; removed again when the page is left. */
  canonical?: string;
}

type MetaKey = { name: string } | { property: string };

function metaTag(key: MetaKey): HTMLMetaElement | null {
  const [attribute, value] = 'name' in key ? ['name', key.name] : ['property', key.property];
  return document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${value}"]`);
}

function setMeta(key: MetaKey, content: string) {
  let tag = metaTag(key);
  if (!tag) {
    tag = document.createElement('meta');
    if ('name' in key) tag.name = key.name;
    else tag.setAttribute('property', key.property);
    document.head.append(tag);
  }
  tag.content = content;
}

function setCanonical(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = new URL(href, window.location.origin).href;
}

/**
 * Sets the document title ('{page} | {brand} - Flight Booking'), the description, and the social
 * title and description (og:title, og:description) that link previews show; keywords and a
 * canonical link when given. Tags that only some pages carry are removed when the page is left,
 * so the next page never inherits another page's canonical address. The brand name follows the
 * brand provider (the default brand outside one).
 */
export function usePageMeta({ title, description, keywords, canonical }: PageMeta) {
  const brandName = useBrandOrDefault().name;
  const base = `${brandName} - Flight Booking`;
  const fullTitle = title ? `${title} | ${base}` : base;
  useContext(PageMetaSink)?.({ title: fullTitle, description });
  useEffect(() => {
    document.title = fullTitle;
    setMeta({ property: 'og:title' }, fullTitle);
    if (description) {
      setMeta({ name: 'description' }, description);
      setMeta({ property: 'og:description' }, description);
    }
  }, [fullTitle, description]);

  useEffect(() => {
    if (!keywords) return;
    setMeta({ name: 'keywords' }, keywords);
    return () => metaTag({ name: 'keywords' })?.remove();
  }, [keywords]);

  useEffect(() => {
    if (!canonical) return;
    setCanonical(canonical);
    return () => document.head.querySelector('link[rel="canonical"]')?.remove();
  }, [canonical]);
}
