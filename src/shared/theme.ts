import { DEFAULT_BRAND } from './brand';
import type { BrandTheme } from './schemas/brand';

/*
 * A brand's theme as the CSS custom properties of src/client/styles.css
 * (A9). The server writes them into the first HTML and the
 * brand manager's preview uses them, so both read the same numbers.
 *
 * A9's rules, and how they are read here:
 * - "text on a colour is black when luminance is above 0.5, otherwise white": luminance is the
 *   WCAG relative luminance (0..1). It is the reading that reproduces the stylesheet's defaults
 *   (white on the sky-blue accent, dark on the amber warning).
 * - "derived shades shift the background by -20, -10 and -5 and the text by 20": a shift is in
 *   percent of the channel range (every channel moves by amount * 2.55), which turns white into
 *   slate-like greys and the near-black text into a slate grey, within a few units of the
 *   stylesheet's defaults. Mapping: muted = background -5, border = background -10,
 *   input = background -20, muted-foreground = text +20, primary-dark = primary -10 (hover).
 *   On a dark background the shifts go the other way (lighter), so the derived shades stay
 *   between background and text instead of vanishing into black.
 */

const HEX = /^#[0-9a-fA-F]{6}$/;
/** BrandThemeSchema's font rule, repeated so this module (and the client's first load) needs no zod. */
const FONT = /^[A-Za-z0-9 ,'"-]{1,200}$/;

export const STATUS_COLOURS = {
  destructive: '#ff4d4f',
  success: '#52c41a',
  warning: '#faad14',
  info: '#1890ff',
} as const;

export const RADIUS = '0.5rem';

/** The stack the site always falls back to; the site ships no web fonts. */
const FONT_FALLBACKS = ['ui-sans-serif', 'system-ui', '-apple-system', "'Segoe UI'", 'Roboto', 'sans-serif'];

function channels(hex: string): [number, number, number] {
  if (!HEX.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Every channel moved by `amount` percent of its range (positive = lighter), clamped. */
export function shiftHex(hex: string, amount: number): string {
  const delta = amount * 2.55;
  return toHex(channels(hex).map((c) => c + delta));
}

/** Black or white text for a colour, by A9's 0.5 rule. */
export function readableOn(hex: string): '#000000' | '#ffffff' {
  return luminance(hex) > 0.5 ? '#000000' : '#ffffff';
}

function isDark(hex: string): boolean {
  return luminance(hex) <= 0.5;
}

function familyKey(family: string): string {
  return family.replace(/["']/g, '').trim().toLowerCase();
}

/** The brand's families first, then the site's fallbacks it does not already name (generic last). */
export function fontStack(font: string): string {
  const own = font
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  const fallbackKeys = new Set(FONT_FALLBACKS.map(familyKey));
  const first = own.filter((f) => !fallbackKeys.has(familyKey(f)));
  return [...first, ...FONT_FALLBACKS].join(', ');
}

/** A theme with every invalid field replaced by the default brand's, so output is always safe CSS. */
export function safeTheme(theme: BrandTheme): BrandTheme {
  const fallback = DEFAULT_BRAND.theme;
  const colour = (value: unknown, def: string) =>
    typeof value === 'string' && HEX.test(value.trim()) ? value.trim() : def;
  const font = typeof theme.font === 'string' && FONT.test(theme.font.trim()) ? theme.font.trim() : fallback.font;
  return {
    primary: colour(theme.primary, fallback.primary),
    secondary: colour(theme.secondary, fallback.secondary),
    accent: colour(theme.accent, fallback.accent),
    background: colour(theme.background, fallback.background),
    text: colour(theme.text, fallback.text),
    font,
  };
}

export function themeVariables(input: BrandTheme): Record<string, string> {
  const theme = safeTheme(input);
  const bg = theme.background.toLowerCase();
  const text = theme.text.toLowerCase();
  // Towards the text colour: darker on a light background, lighter on a dark one.
  const bgDir = isDark(bg) ? -1 : 1;
  const textDir = isDark(text) ? 1 : -1;
  const primary = theme.primary.toLowerCase();
  const secondary = theme.secondary.toLowerCase();
  const accent = theme.accent.toLowerCase();
  return {
    '--radius': RADIUS,
    '--background': bg,
    '--foreground': text,
    '--muted': shiftHex(bg, -5 * bgDir),
    '--muted-foreground': shiftHex(text, 20 * textDir),
    '--card': bg,
    '--card-foreground': text,
    '--popover': bg,
    '--popover-foreground': text,
    '--border': shiftHex(bg, -10 * bgDir),
    '--input': shiftHex(bg, -20 * bgDir),
    '--ring': primary,
    '--primary': primary,
    '--primary-foreground': readableOn(primary),
    '--primary-dark': shiftHex(primary, -10),
    '--secondary': secondary,
    '--secondary-foreground': readableOn(secondary),
    '--accent': accent,
    '--accent-foreground': readableOn(accent),
    '--destructive': STATUS_COLOURS.destructive,
    '--destructive-foreground': readableOn(STATUS_COLOURS.destructive),
    '--success': STATUS_COLOURS.success,
    '--success-foreground': readableOn(STATUS_COLOURS.success),
    '--warning': STATUS_COLOURS.warning,
    '--warning-foreground': readableOn(STATUS_COLOURS.warning),
    '--info': STATUS_COLOURS.info,
    '--info-foreground': readableOn(STATUS_COLOURS.info),
    '--brand-font': fontStack(theme.font),
  };
}

/**
 * The variables as a `:root{...}` block for a <style> element. Every value comes from
 * themeVariables (hex colours, a fixed radius, a font list limited to letters, digits, spaces,
 * commas, quotes and hyphens), and anything that still looks like markup is refused, so nothing
 * can close the style element or start a new rule.
 */
export function themeCss(theme: BrandTheme): string {
  const body = Object.entries(themeVariables(theme))
    .filter(([, value]) => !/[<>{};\\]/.test(value))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${body}}`;
}
