// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge, badgeVariants } from './badge';

afterEach(cleanup);

const VARIANTS = {
  default: ['bg-primary', 'text-primary-foreground'],
  secondary: ['bg-secondary', 'text-secondary-foreground'],
  destructive: ['bg-destructive', 'text-destructive-foreground'],
  outline: ['border-border', 'text-foreground'],
  success: ['bg-success', 'text-success-foreground'],
  warning: ['bg-warning', 'text-warning-foreground'],
  info: ['bg-info', 'text-info-foreground'],
} as const;

type Variant = keyof typeof VARIANTS;

describe('Badge', () => {
  it('gives every variant its own themed classes', () => {
    const classNames = new Set<string>();
    for (const [variant, expected] of Object.entries(VARIANTS) as [Variant, readonly string[]][]) {
      render(<Badge variant={variant}>{variant}</Badge>);
      const badge = screen.getByText(variant);
      expect(badge).toHaveClass(...expected);
      classNames.add(badge.className);
    }
    expect(classNames.size).toBe(Object.keys(VARIANTS).length);
  });

  it('uses the default variant when none is given', () => {
    expect(badgeVariants()).toBe(badgeVariants({ variant: 'default' }));
    render(<Badge>New</Badge>);
    expect(screen.getByText('New')).toHaveClass('bg-primary');
  });

  it('merges a custom className', () => {
    render(
      <Badge variant="info" className="px-4">
        Tip
      </Badge>,
    );
    const badge = screen.getByText('Tip');
    expect(badge).toHaveClass('px-4', 'bg-info');
    expect(badge).not.toHaveClass('px-2.5');
  });
});
