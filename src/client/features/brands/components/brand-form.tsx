import { useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { SubmitButton } from '../../../components/ui/submit-button';
import { brandResolver, type BrandFormValues } from '../lib/brand-form';
import { BrandPreview } from './brand-preview';
import { ColourField } from './colour-field';
import { LogoField } from './logo-field';
import { TextField } from './text-field';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-border grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The brand's numbers: its markup and what it may spend on airline searches. */
const NUMBER_FIELDS = [
  { name: 'markupPercent', label: 'Markup (%)', max: 100, step: 0.01 },
  {
    name: 'flexSearchBudget',
    label: 'Flexible-date searches',
    max: 49,
    step: 1,
    hint: 'Airline searches one ± 3 days price grid or nearby-airports search may make (0 to 49). Empty: all with the sandbox, none with Duffel.',
  },
  {
    name: 'alertSearchBudget',
    label: 'Price-alert searches per run',
    max: 10000,
    step: 1,
    hint: 'Airline searches each hourly price-alert run may make for this brand (R51). Empty: all with the sandbox, 20 with Duffel.',
  },
] as const;

export interface BrandFormProps {
  initial: BrandFormValues;
  /** The id of the brand being edited; null while creating. */
  editing: string | null;
  saving: boolean;
  onSubmit: (values: BrandFormValues, setError: UseFormSetError<BrandFormValues>) => Promise<void>;
  onCancel: () => void;
}

/** Create or edit one brand, beside a live preview of its header, button and card. */
export function BrandForm({ initial, editing, saving, onSubmit, onCancel }: BrandFormProps) {
  const form = useForm<BrandFormValues>({ defaultValues: initial, resolver: brandResolver, mode: 'onTouched' });
  const { control } = form;
  const values = useWatch({ control }) as BrandFormValues;

  return (
    <form
      noValidate
      aria-label={editing ? `Edit ${initial.name}` : 'New brand'}
      onSubmit={form.handleSubmit((v) => onSubmit(v, form.setError))}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <div className="grid gap-6">
        <Group title="Identity">
          <TextField control={control} name="name" label="Brand name" />
          <TextField
            control={control}
            name="id"
            label="Brand id"
            readOnly={editing !== null}
            hint={editing ? 'The id cannot change.' : 'Lower-case letters, digits, dots and hyphens.'}
          />
          <div className="sm:col-span-2">
            <TextField
              control={control}
              name="domains"
              label="Domains"
              multiline
              hint="One per line, or separated by commas."
            />
          </div>
          <div className="sm:col-span-2">
            <LogoField control={control} />
          </div>
          {NUMBER_FIELDS.map((field) => (
            <TextField key={field.name} control={control} type="number" min={0} {...field} />
          ))}
        </Group>
        <Group title="Theme">
          <ColourField control={control} name="theme.primary" label="Primary" />
          <ColourField control={control} name="theme.secondary" label="Secondary" />
          <ColourField control={control} name="theme.accent" label="Accent" />
          <ColourField control={control} name="theme.background" label="Background" />
          <ColourField control={control} name="theme.text" label="Text" />
          <TextField control={control} name="theme.font" label="Font" hint="A CSS font-family list." />
        </Group>
        <Group title="Contact">
          <TextField control={control} name="contact.email" label="Support e-mail" type="email" />
          <TextField control={control} name="contact.phone" label="Support phone" type="tel" />
          <div className="sm:col-span-2">
            <TextField control={control} name="contact.address" label="Address" />
          </div>
        </Group>
        <Group title="Company">
          <TextField control={control} name="company.legalName" label="Legal name" />
          <TextField control={control} name="company.companyNumber" label="Company number" />
          <div className="sm:col-span-2">
            <TextField control={control} name="company.registeredOffice" label="Registered office" />
          </div>
        </Group>
        <Group title="Social and analytics">
          <TextField control={control} name="social.facebook" label="Facebook" placeholder="https://" />
          <TextField control={control} name="social.twitter" label="Twitter" placeholder="https://" />
          <TextField control={control} name="social.instagram" label="Instagram" placeholder="https://" />
          <TextField
            control={control}
            name="analytics.googleAnalyticsId"
            label="Analytics id"
            placeholder="G-XXXXXXX"
          />
          <TextField control={control} name="analytics.googleAdsId" label="Ads id" placeholder="AW-123456789" />
        </Group>
      </div>
      {/* On a phone the preview comes first and the buttons last; beside the form it all stays in view. */}
      <div className="contents lg:sticky lg:top-24 lg:grid lg:content-start lg:gap-4 lg:self-start">
        <div className="order-first grid gap-2 lg:order-none">
          <h2 className="text-sm font-semibold">Live preview</h2>
          <BrandPreview values={values} />
        </div>
        <div className="order-last flex flex-wrap gap-2 lg:order-none">
          <SubmitButton pending={saving} pendingLabel="Saving...">
            {editing ? 'Save changes' : 'Create brand'}
          </SubmitButton>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </div>
    </form>
  );
}
