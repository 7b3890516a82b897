import type { Locale } from '@shared/i18n/locales';
import {
  PLACEHOLDER_GROUPS,
  PLACEHOLDER_LOOPS,
  PLACEHOLDERS,
  type PlaceholderGroup,
} from '@shared/templates/placeholders';

/** One name a template may use: `text` is what lands in the document, e.g. `{customer_name}`. */
export type PlaceholderEntry = { text: string; label: string };
export type PlaceholderSection = { id: string; title: string; entries: PlaceholderEntry[] };
/** A custom field offered next to the built-in placeholders, already labelled in the current language. */
export type ExtraPlaceholder = { key: string; label: string };

type Titles = { group: (group: PlaceholderGroup) => string; loops: string; custom: string };

/**
 * The catalogue in display order: the built-in groups, the loops (inserted with their closing tag, so
 * the repeated part goes between them) and the custom fields. The picker and the help panel share it.
 */
export function placeholderSections(
  locale: Locale,
  titles: Titles,
  custom: readonly ExtraPlaceholder[],
): PlaceholderSection[] {
  const sections: PlaceholderSection[] = PLACEHOLDER_GROUPS.map((group) => ({
    id: group,
    title: titles.group(group),
    entries: PLACEHOLDERS.filter((p) => p.group === group).map((p) => ({
      text: `{${p.key}}`,
      label: p.label[locale],
    })),
  }));
  sections.push({
    id: 'loops',
    title: titles.loops,
    entries: Object.entries(PLACEHOLDER_LOOPS).map(([key, loop]) => ({
      text: `{#${key}}{/${key}}`,
      label: loop.label[locale],
    })),
  });
  if (custom.length > 0)
    sections.push({
      id: 'custom',
      title: titles.custom,
      entries: custom.map((field) => ({ text: `{${field.key}}`, label: field.label })),
    });
  return sections;
}

/** Sections keeping only the entries whose name or label contains the search text. */
export function filterSections(
  sections: readonly PlaceholderSection[],
  search: string,
): PlaceholderSection[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...sections];
  return sections
    .map((section) => ({
      ...section,
      entries: section.entries.filter(
        (e) => e.text.toLowerCase().includes(needle) || e.label.toLowerCase().includes(needle),
      ),
    }))
    .filter((section) => section.entries.length > 0);
}
