import type { i18n as I18n } from 'i18next';

/**
 * A key of the shared message catalogue (what zod rules and the server answer with) as text in the
 * current language, or undefined when the key is not one. The catalogue lives in i18next's 'messages'
 * namespace (load-locale.ts), so this reads the store rather than importing every feature's messages.
 */
export function catalogueText(
  i18n: I18n,
  key: string,
  params: Record<string, string> = {},
): string | undefined {
  if (typeof i18n.getResource(i18n.language, 'messages', key) !== 'string') return undefined;
  return i18n.t(key, { ns: 'messages', ...params });
}
