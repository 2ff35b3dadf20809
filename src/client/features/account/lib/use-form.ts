import { useCallback, useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { ApiRequestError } from '../../../lib/api';

type Values = Record<string, string | boolean>;
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/** The first message for each field, keyed by the field's name. */
export function fieldErrors<V extends Values>(issues: readonly z.core.$ZodIssue[]): FieldErrors<V> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors as FieldErrors<V>;
}

/** Field messages the server sent with a 400 ('body.username' -> 'username'). */
export function serverFieldErrors<V extends Values>(error: unknown): FieldErrors<V> {
  const errors: Record<string, string> = {};
  if (error instanceof ApiRequestError) {
    for (const field of error.fields ?? []) {
      const key = field.path.replace(/^body\./, '').split('.')[0];
      if (key && !(key in errors)) errors[key] = field.message;
    }
  }
  return errors as FieldErrors<V>;
}

/**
 * A small controlled form validated with a shared zod schema: messages appear on submit, then
 * follow each change so a fixed field clears at once. Each input gets its id, aria-invalid and
 * aria-describedby pointing at its message.
 */
export function useZodForm<V extends Values, S extends z.ZodType>(schema: S, initial: V, idPrefix: string) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [submitted, setSubmitted] = useState(false);

  const check = useCallback(
    (next: V) => {
      const result = schema.safeParse(next);
      setErrors(result.success ? {} : fieldErrors<V>(result.error.issues));
      return result;
    },
    [schema],
  );

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) check(next);
  };

  /** Validates everything; returns the parsed values, or undefined after showing the messages. */
  const validate = (): z.output<S> | undefined => {
    setSubmitted(true);
    const result = check(values);
    return result.success ? result.data : undefined;
  };

  const id = (name: keyof V & string) => `${idPrefix}-${name}`;
  const errorId = (name: keyof V & string) => `${id(name)}-error`;

  /** Props for a text input bound to `name`. */
  const field = (name: keyof V & string, describedBy?: string) => ({
    id: id(name),
    name,
    value: String(values[name] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value as V[typeof name]),
    'aria-invalid': errors[name] ? true : undefined,
    // The message replaces the hint under the field, so only one of them describes it.
    'aria-describedby': errors[name] ? errorId(name) : describedBy,
  });

  const reset = () => {
    setValues(initial);
    setErrors({});
    setSubmitted(false);
  };

  return { values, errors, setErrors, setValue, validate, field, id, errorId, reset };
}
