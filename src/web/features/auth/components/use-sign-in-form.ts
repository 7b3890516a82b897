import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';

export type FieldRule<V> = (value: string, values: V) => true | string;

/**
 * A small form state for the signed-out pages, which keep react-hook-form out of their bundle
 * (docs/decisions/005-login-bundle.md): values, per-field errors (catalogue keys or server texts),
 * rules checked on submit, focus on the first failing field.
 */
export function useSignInForm<V extends Record<string, string>>(
  initial: V,
  rules: { [K in keyof V]?: FieldRule<V> },
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<keyof V, HTMLInputElement | null>>>({});

  const setError = (
    name: keyof V & string,
    error: { message: string },
    options?: { shouldFocus: boolean },
  ) => {
    setErrors((current) => ({ ...current, [name]: error.message }));
    if (options?.shouldFocus) inputs.current[name]?.focus();
  };

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name],
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const handleSubmit = (onValid: (values: V) => Promise<unknown>) => async (event: FormEvent) => {
    event.preventDefault();
    const failed = (Object.keys(values) as (keyof V & string)[]).flatMap((name) => {
      const verdict = rules[name]?.(values[name] ?? '', values) ?? true;
      return verdict === true ? [] : [[name, verdict] as const];
    });
    if (failed.length > 0) {
      setErrors(Object.fromEntries(failed) as Partial<Record<keyof V, string>>);
      inputs.current[failed[0]![0]]?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onValid(values);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, field, setError, handleSubmit, submitting };
}
