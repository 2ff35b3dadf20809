import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { BrandFormValues } from '../lib/brand-form';
import { TextField } from './text-field';

/** Under the schema's 200,000-character limit once base64 adds its third. */
const MAX_UPLOAD_BYTES = 140_000;
const TYPES = ['image/png', 'image/svg+xml', 'image/jpeg', 'image/webp'];

/** A logo as an https:// address, or a small uploaded image kept as a data: URL. */
export function LogoField({ control }: { control: Control<BrandFormValues> }) {
  const { field } = useController({ control, name: 'logo' });
  const [problem, setProblem] = useState<string | null>(null);
  const isData = field.value.startsWith('data:');

  const onFile = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (!TYPES.includes(file.type)) return setProblem('Choose a PNG, SVG, JPEG or WebP image.');
    if (file.size > MAX_UPLOAD_BYTES) return setProblem('Choose an image under 140 KB.');
    const reader = new FileReader();
    reader.onload = () => typeof reader.result === 'string' && field.onChange(reader.result);
    reader.readAsDataURL(file);
  };

  return (
    <div className="grid gap-2">
      {isData ? (
        <div className="grid gap-1">
          <span className="text-sm font-medium">Logo</span>
          <p className="text-muted-foreground text-sm">
            Uploaded image.{' '}
            <button type="button" className="text-primary underline" onClick={() => field.onChange('')}>
              Remove
            </button>
          </p>
        </div>
      ) : (
        <TextField
          control={control}
          name="logo"
          label="Logo URL"
          placeholder="https://"
          hint="Shown at most 40 px high."
        />
      )}
      <label className="text-sm">
        <span className="font-medium">Or upload a logo</span>
        <input
          type="file"
          accept={TYPES.join(',')}
          className="file:bg-secondary file:text-secondary-foreground mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:px-3 file:py-1.5"
          onChange={(e) => onFile(e.target.files?.[0])}
        />
      </label>
      {problem ? <p className="text-destructive text-sm">{problem}</p> : null}
    </div>
  );
}
