import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../api/client.ts';

/**
 * Form state checked by the same zod schema the server uses. Field errors come from the
 * schema on submit, or from the server's `fields` when it refuses the request.
 */
export function useZodForm<S extends z.ZodType<unknown, Record<string, unknown>>>(schema: S, initial: z.input<S>) {
  const [values, setValues] = useState<z.input<S>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const setField = <K extends keyof z.input<S>>(key: K, value: z.input<S>[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      const { [key as string]: _removed, ...rest } = current;
      return rest;
    });
  };

  /** Validates and, when valid, runs `submit`; maps a server refusal onto the fields. */
  const handleSubmit = (submit: (parsed: z.output<S>) => Promise<unknown>) => async (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    setFormError(null);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.')] ??= issue.message;
      setErrors(next);
      return;
    }
    try {
      await submit(parsed.data);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v[0] ?? ''])));
      }
      setFormError(error instanceof Error ? error.message : String(error));
    }
  };

  return { values, setValues, setField, errors, formError, handleSubmit, reset: () => setValues(initial) };
}
