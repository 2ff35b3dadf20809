import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type FormEvent, type RefObject } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { describedBy, messageId } from '../components/ui/field';
import { ApiRequestError } from './api';

/*
 * The site's one form stack: react-hook-form, validated by the shared zod schema (the server
 * checks the same one), drawn with components/ui/field.tsx. Messages appear on submit, then
 * follow each change so a fixed field clears at once (react-hook-form's defaults). Forms with
 * many parts (booking, contact, brands) use useForm directly with zodResolver; the small ones use
 * useSchemaForm, which adds the ids and aria wiring every field needs.
 */

type Messages<V> = Partial<Record<keyof V & string, string>>;

/** Field messages the server sent with a 400 ('body.username' -> 'username'). */
export function serverFieldErrors<V>(error: unknown): Messages<V> {
  const errors: Record<string, string> = {};
  if (error instanceof ApiRequestError) {
    for (const field of error.fields ?? []) {
      const key = field.path.replace(/^body\./, '').split('.')[0];
      if (key && !(key in errors)) errors[key] = field.message;
    }
  }
  return errors as Messages<V>;
}

export function useSchemaForm<V extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, V>,
  defaults: V,
  idPrefix: string,
) {
  const form = useForm<V, unknown, Out>({
    // zodResolver's types follow the schema's own input type; the form's values are that input.
    resolver: zodResolver(schema as never) as unknown as Resolver<V, unknown, Out>,
    defaultValues: defaults as DefaultValues<V>,
  });
  // The current values, for controls that are not inputs (a Radix checkbox's checked state).
  const values = { ...defaults, ...useWatch({ control: form.control }) } as V;
  type Name = keyof V & string;
  const found = form.formState.errors as Partial<Record<string, { message?: string }>>;
  const errors: Messages<V> = {};
  for (const key of Object.keys(defaults) as Name[]) {
    const message = found[key]?.message;
    if (message) errors[key] = message;
  }

  const id = (name: Name) => `${idPrefix}-${name}`;
  const errorId = (name: Name) => messageId(id(name));

  return {
    errors,
    values,
    id,
    errorId,
    /** Props for a text input bound to `name`; `hasHint` when its Field shows a hint under it. */
    field: (name: Name, hasHint = false) => ({
      id: id(name),
      ...form.register(name as Path<V>),
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': describedBy(id(name), Boolean(errors[name]) || hasHint),
    }),
    /** For controls that are not inputs (a Radix checkbox). */
    setValue: <K extends Name>(name: K, value: V[K]) =>
      form.setValue(name as unknown as Path<V>, value as PathValue<V, Path<V>>, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      }),
    /** Messages from the server, shown on their fields until the next change. */
    setErrors: (messages: Messages<V>) => {
      for (const [name, message] of Object.entries(messages)) {
        if (message) form.setError(name as Path<V>, { type: 'server', message: message as string });
      }
    },
    /** The form's onSubmit: validates, shows every message, and calls `onValid` with the parsed values. */
    onSubmit: (onValid: (values: Out) => void) => (event: FormEvent) => {
      void form.handleSubmit(onValid)(event);
    },
    reset: () => form.reset(defaults),
  };
}

/** After a refused submit (`attempts` counts them), the focus goes to the first field with a message. */
export function useFocusFirstInvalid(form: RefObject<HTMLElement | null>, attempts: number): void {
  useEffect(() => {
    if (attempts > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, attempts]);
}
