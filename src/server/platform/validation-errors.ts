import type { ZodError } from 'zod';
import { isMessageKey, translate, type MessageKey } from '@shared/i18n/messages';
import type { Locale } from '@shared/i18n/locales';

interface IssueLike {
  path: string;
  message: string;
  code: string;
}

/** Zod's own texts are English prose; the product answers with its catalogue instead. */
function messageKeyFor(issue: IssueLike): MessageKey {
  if (isMessageKey(issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return 'validation.required';
  return 'validation.invalid_value';
}

/** Groups issues by field as message keys; nested paths are joined with dots. */
export function fieldErrorKeys(issues: IssueLike[]): Record<string, MessageKey[]> {
  const errors: Record<string, MessageKey[]> = {};
  for (const issue of issues) {
    const list = (errors[issue.path || '_'] ??= []);
    const key = messageKeyFor(issue);
    if (!list.includes(key)) list.push(key);
  }
  return errors;
}

export function translateFieldErrors(
  errors: Record<string, string[]>,
  locale: Locale,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, keys]) => [field, keys.map((k) => translate(k, locale))]),
  );
}

export const issuesOfZodError = (error: ZodError): IssueLike[] =>
  error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message, code: i.code }));

export const issuesOfFastifyValidation = (
  validation: { instancePath: string; message?: string; keyword: string }[],
): IssueLike[] =>
  validation.map((v) => ({
    path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: v.message ?? '',
    code: v.keyword,
  }));
