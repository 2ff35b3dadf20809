// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every colour must come from the theme variables in styles.css, so a brand can restyle the app.
const dir = dirname(fileURLToPath(import.meta.url));
const sources = readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));

const PALETTE =
  /\b(?:bg|text|border|ring|outline|fill|stroke|from|via|to|shadow|divide|placeholder|decoration|caret|accent)-(?:slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)-\d{2,3}\b/;
const LITERAL = /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?|oklch|oklab)\(/;

describe('ui theme', () => {
  it('finds the component sources', () => {
    expect(sources).toEqual(expect.arrayContaining(['button.tsx', 'badge.tsx', 'toast.tsx']));
  });

  it.each(sources)('%s uses no hard-coded colours', (file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    expect(text).not.toMatch(PALETTE);
    expect(text).not.toMatch(LITERAL);
  });
});
