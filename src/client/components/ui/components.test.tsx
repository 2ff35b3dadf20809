// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';
import { Alert, AlertDescription, AlertTitle, alertVariants } from './alert';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';
import { Checkbox } from './checkbox';
import { ConfirmDialog } from './confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';
import { Input } from './input';
import { Label } from './label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';
import { Separator } from './separator';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';
import { Switch } from './switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
import { Textarea } from './textarea';

afterEach(cleanup);

/** Draws the component with a user to drive it, as testing-library advises (setup before render). */
function setup(ui: ReactElement) {
  return { user: userEvent.setup(), ...render(ui) };
}

describe('form controls', () => {
  it('labels an input, a textarea, a checkbox and a switch', async () => {
    const { user } = setup(
      <>
        <Label htmlFor="from">From</Label>
        <Input id="from" />
        <Label htmlFor="notes">Notes</Label>
        <Textarea id="notes" />
        <Checkbox id="insure" />
        <Label htmlFor="insure">Add insurance</Label>
        <Switch id="flex" />
        <Label htmlFor="flex">Flexible dates</Label>
      </>,
    );
    await user.type(screen.getByLabelText('From'), 'LHR');
    expect(screen.getByLabelText('From')).toHaveValue('LHR');
    expect(screen.getByLabelText('Notes').tagName).toBe('TEXTAREA');

    const checkbox = screen.getByRole('checkbox', { name: 'Add insurance' });
    expect(checkbox).not.toBeChecked();
    await user.click(checkbox);
    expect(checkbox).toBeChecked();

    const toggle = screen.getByRole('switch', { name: 'Flexible dates' });
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(toggle).toHaveClass('data-[state=checked]:bg-primary');
  });

  it('shows the selected option of a Select', () => {
    render(
      <Select defaultValue="economy">
        <SelectTrigger aria-label="Cabin">
          <SelectValue placeholder="Choose a cabin" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="economy">Economy</SelectItem>
          <SelectItem value="business">Business</SelectItem>
        </SelectContent>
      </Select>,
    );
    expect(screen.getByRole('combobox', { name: 'Cabin' })).toHaveTextContent('Economy');
  });
});

describe('overlays', () => {
  it('opens a dialog with a Close button that closes it', async () => {
    const { user } = setup(
      <Dialog>
        <DialogTrigger>Details</DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Fare rules</DialogTitle>
            <DialogDescription>Changes cost £50.</DialogDescription>
          </DialogHeader>
          <DialogFooter>Footer</DialogFooter>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Details' }));
    const dialog = screen.getByRole('dialog', { name: 'Fare rules' });
    expect(dialog).toHaveAccessibleDescription('Changes cost £50.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // The alert dialog is drawn only through ConfirmDialog, so it is tested as the screens use it.
  it('asks before something that cannot be undone: the safe answer closes, the other is red and confirms', async () => {
    const confirmed: string[] = [];
    const { user } = setup(
      <ConfirmDialog
        trigger={<button type="button">Cancel booking</button>}
        title="Cancel this booking?"
        description="This cannot be undone."
        cancelLabel="Keep it"
        confirmLabel="Yes, cancel"
        onConfirm={() => confirmed.push('yes')}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByRole('alertdialog', { name: 'Cancel this booking?' })).toHaveAccessibleDescription(
      'This cannot be undone.',
    );
    expect(screen.getByRole('button', { name: 'Yes, cancel' })).toHaveClass('bg-destructive');
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(confirmed).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(confirmed).toEqual(['yes']);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('opens a dropdown menu with a label, separator and items', async () => {
    const { user } = setup(
      <DropdownMenu>
        <DropdownMenuTrigger>Account</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>Signed in</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem>My trips</DropdownMenuItem>
          <DropdownMenuItem variant="destructive">Sign out</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByText('Signed in')).toBeInTheDocument();
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'My trips' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveClass('text-destructive');
  });
});

describe('disclosure', () => {
  it('switches tabs', async () => {
    const { user } = setup(
      <Tabs defaultValue="flights">
        <TabsList>
          <TabsTrigger value="flights">Flights</TabsTrigger>
          <TabsTrigger value="hotels">Hotels</TabsTrigger>
        </TabsList>
        <TabsContent value="flights">Flight search</TabsContent>
        <TabsContent value="hotels">Hotel search</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Flight search');
    await user.click(screen.getByRole('tab', { name: 'Hotels' }));
    expect(screen.getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Hotel search');
  });

  it('expands an accordion item', async () => {
    const { user } = setup(
      <Accordion type="single" collapsible>
        <AccordionItem value="bags">
          <AccordionTrigger>Baggage</AccordionTrigger>
          <AccordionContent>One cabin bag included.</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    const trigger = screen.getByRole('button', { name: 'Baggage' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('One cabin bag included.')).toBeVisible();
  });
});

describe('display', () => {
  it('renders a card', () => {
    render(
      <Card data-testid="card">
        <CardHeader>
          <CardTitle>London to Paris</CardTitle>
          <CardDescription>Direct</CardDescription>
        </CardHeader>
        <CardContent>£99</CardContent>
        <CardFooter>Book</CardFooter>
      </Card>,
    );
    expect(screen.getByRole('heading', { name: 'London to Paris', level: 3 })).toBeInTheDocument();
    expect(screen.getByTestId('card')).toHaveClass('bg-card', 'text-card-foreground');
  });

  it('gives every alert variant its own themed classes', () => {
    const variants = ['default', 'destructive', 'success', 'warning', 'info'] as const;
    expect(new Set(variants.map((variant) => alertVariants({ variant }))).size).toBe(variants.length);
    render(
      <Alert variant="warning">
        <AlertTitle>Heads up</AlertTitle>
        <AlertDescription>Your passport must be valid for six months.</AlertDescription>
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('border-warning/60');
    expect(alert).toHaveTextContent('Heads up');
  });

  it('labels the spinner for assistive technology', () => {
    render(
      <>
        <Spinner />
        <Spinner label="Searching flights" />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Searching flights' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' }).querySelector('svg')).toHaveClass('animate-spin');
  });

  it('renders decorative separators and skeletons hidden from assistive technology', () => {
    const { container } = render(
      <>
        <Separator />
        <Separator decorative={false} orientation="vertical" />
        <Skeleton className="h-4 w-20" />
      </>,
    );
    expect(screen.getAllByRole('separator')).toHaveLength(1);
    expect(screen.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
    expect(container.querySelector('.animate-pulse')).toHaveAttribute('aria-hidden', 'true');
  });

  it('passes a ref through as a prop', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(<Input ref={ref} aria-label="Ref" />);
    act(() => {
      fireEvent.focus(screen.getByLabelText('Ref'));
    });
    expect(ref.current).toBe(screen.getByLabelText('Ref'));
  });
});
