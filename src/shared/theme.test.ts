import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from './brand';
import { luminance, readableOn, shiftHex, themeCss, themeVariables } from './theme';

/** The :root variables of styles.css, the design's defaults. */
function stylesheetDefaults(): Record<string, string> {
  const css = readFileSync(path.join(__dirname, '../client/styles.css'), 'utf8');
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return Object.fromEntries(
    [...root.matchAll(/(--[a-z-]+):\s*([^;]+);/g)].map((m) => [m[1] ?? '', (m[2] ?? '').trim()]),
  );
}

function rgb(hex: string): number[] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

describe('colour helpers', () => {
  it('measures relative luminance', () => {
    expect(luminance('#ffffff')).toBeCloseTo(1, 5);
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#808080')).toBeCloseTo(0.2159, 3);
  });

  it('puts black text on colours above 0.5 luminance and white otherwise', () => {
    expect(readableOn('#ffffff')).toBe('#000000');
    expect(readableOn('#faad14')).toBe('#000000'); // 0.504
    expect(readableOn('#bcbcbc')).toBe('#000000'); // 0.503
    expect(readableOn('#bababa')).toBe('#ffffff'); // 0.491
    expect(readableOn('#2563eb')).toBe('#ffffff');
  });

  it('shifts every channel by a percentage of its range, clamped', () => {
    expect(shiftHex('#ffffff', -5)).toBe('#f2f2f2');
    expect(shiftHex('#ffffff', -10)).toBe('#e6e6e6');
    expect(shiftHex('#ffffff', -20)).toBe('#cccccc');
    expect(shiftHex('#0f172a', 20)).toBe('#424a5d');
    expect(shiftHex('#ffffff', 20)).toBe('#ffffff');
    expect(shiftHex('#000000', -20)).toBe('#000000');
  });
});

describe('themeVariables', () => {
  const vars = themeVariables(DEFAULT_BRAND.theme);
  const defaults = stylesheetDefaults();

  it('names every variable of styles.css', () => {
    expect(Object.keys(vars).sort()).toEqual(Object.keys(defaults).sort());
  });

  it('reproduces the stylesheet defaults for the default brand (colours within 22 per channel)', () => {
    for (const [name, value] of Object.entries(defaults)) {
      const ours = vars[name] ?? '';
      if (!value.startsWith('#')) continue;
      if (
        name.endsWith('-foreground') &&
        name !== '--muted-foreground' &&
        name !== '--card-foreground' &&
        name !== '--popover-foreground'
      ) {
        // Text on a colour: black or white by the 0.5 rule, on the same side as the stylesheet.
        expect(luminance(ours) > 0.5, name).toBe(luminance(value) > 0.5);
        continue;
      }
      const diff = rgb(ours).map((c, i) => Math.abs(c - (rgb(value)[i] ?? 0)));
      expect(Math.max(...diff), `${name}: ${ours} vs ${value}`).toBeLessThanOrEqual(22);
    }
    expect(vars['--radius']).toBe('0.5rem');
    expect(vars['--brand-font']).toBe(defaults['--brand-font']);
  });

  it('keeps the status colours fixed whatever the brand', () => {
    const other = themeVariables({ ...DEFAULT_BRAND.theme, primary: '#ff0000' });
    expect(other['--destructive']).toBe('#ff4d4f');
    expect(other['--success']).toBe('#52c41a');
    expect(other['--warning']).toBe('#faad14');
    expect(other['--info']).toBe('#1890ff');
  });

  it('derives text colours and shades from a brand palette', () => {
    const v = themeVariables({
      primary: '#fde047',
      secondary: '#14532d',
      accent: '#ffffff',
      background: '#fffbeb',
      text: '#1c1917',
      font: 'Georgia, serif',
    });
    expect(v['--primary-foreground']).toBe('#000000');
    expect(v['--secondary-foreground']).toBe('#ffffff');
    expect(v['--accent-foreground']).toBe('#000000');
    expect(v['--muted']).toBe(shiftHex('#fffbeb', -5));
    expect(v['--border']).toBe(shiftHex('#fffbeb', -10));
    expect(v['--input']).toBe(shiftHex('#fffbeb', -20));
    expect(v['--muted-foreground']).toBe(shiftHex('#1c1917', 20));
    expect(v['--ring']).toBe('#fde047');
    expect(v['--brand-font']).toMatch(/^Georgia, serif, ui-sans-serif, .*sans-serif$/);
  });

  it('shifts towards the text on a dark background', () => {
    const v = themeVariables({ ...DEFAULT_BRAND.theme, background: '#0f172a', text: '#f8fafc' });
    expect(v['--muted']).toBe(shiftHex('#0f172a', 5));
    expect(v['--input']).toBe(shiftHex('#0f172a', 20));
    expect(v['--muted-foreground']).toBe(shiftHex('#f8fafc', -20));
  });
});

describe('themeCss', () => {
  it('writes one :root block', () => {
    const css = themeCss(DEFAULT_BRAND.theme);
    expect(css).toMatch(/^:root\{--radius:0\.5rem;--background:#ffffff;.*\}$/);
    expect(css).toContain('--primary:#2563eb');
  });

  it('cannot be broken out of, whatever is stored', () => {
    const css = themeCss({
      ...DEFAULT_BRAND.theme,
      primary: '#fff;}</style><script>alert(1)</script>',
      font: 'x}</style><script>alert(1)</script>',
    });
    expect(css).not.toMatch(/[<>]/);
    expect(css.match(/[{}]/g)).toEqual(['{', '}']);
    expect(css).toContain('--primary:#2563eb');
  });
});
