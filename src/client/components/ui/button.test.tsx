// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, buttonVariants } from './button';

afterEach(cleanup);

const VARIANTS = {
  default: 'bg-primary',
  destructive: 'bg-destructive',
  outline: 'border-input',
  secondary: 'bg-secondary',
  ghost: 'hover:bg-muted',
  link: 'underline-offset-4',
  glass: 'bg-white/15',
  accent: 'bg-accent',
} as const;

const SIZES = {
  default: 'h-10',
  sm: 'h-9',
  lg: 'h-11',
  xl: 'h-12',
  icon: 'size-10',
} as const;

type ButtonProps = Parameters<typeof Button>[0];
type Variant = keyof typeof VARIANTS;

describe('Button', () => {
  it.each([
    ['gives every variant its own themed classes', 'variant', VARIANTS],
    ['gives every size its own classes', 'size', SIZES],
  ] as const)('%s', (_rule, prop, expectedClasses) => {
    const classNames = new Set<string>();
    for (const [value, expected] of Object.entries(expectedClasses)) {
      render(<Button {...({ [prop]: value } as ButtonProps)}>{value}</Button>);
      const button = screen.getByRole('button', { name: value });
      expect(button).toHaveClass(expected);
      classNames.add(button.className);
    }
    expect(classNames.size).toBe(Object.keys(expectedClasses).length);
  });

  it('uses the default variant and size when none is given', () => {
    expect(buttonVariants()).toBe(buttonVariants({ variant: 'default', size: 'default' }));
    render(<Button>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass('bg-primary', 'text-primary-foreground', 'h-10');
  });

  it('glass is translucent white with a blurred backdrop', () => {
    expect(buttonVariants({ variant: 'glass' })).toMatch(/\bbg-white\/15\b/);
    expect(buttonVariants({ variant: 'glass' })).toMatch(/\bbackdrop-blur/);
    expect(buttonVariants({ variant: 'glass' })).toMatch(/\bborder-white\/30\b/);
    expect(buttonVariants({ variant: 'glass' })).toMatch(/\btext-white\b/);
  });

  it('shows a focus ring in the theme ring colour', () => {
    for (const variant of Object.keys(VARIANTS) as Variant[]) {
      const classes = buttonVariants({ variant }).split(/\s+/);
      expect(classes).toContain('focus-visible:ring-2');
      expect(classes).toContain('focus-visible:ring-ring');
    }
  });

  it('lets a className override a variant class', () => {
    render(<Button className="h-20">Tall</Button>);
    const button = screen.getByRole('button', { name: 'Tall' });
    expect(button).toHaveClass('h-20');
    expect(button).not.toHaveClass('h-10');
  });

  it('renders the child element with button styling when asChild is set', () => {
    render(
      <Button asChild variant="secondary" size="lg">
        <a href="/flights">Flights</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Flights' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/flights');
    expect(link).toHaveClass('bg-secondary', 'h-11');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is a non-submitting button by default but keeps an explicit type', () => {
    render(
      <>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Plain' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('does not fire clicks when disabled', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Book
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Book' });
    expect(button).toBeDisabled();
    expect(button).toHaveClass('disabled:opacity-50', 'disabled:pointer-events-none');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes ref through as a prop', () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(<Button ref={ref}>Ref</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Ref' }));
  });
});
