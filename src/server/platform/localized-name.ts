import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '@shared/i18n/locales';

type NamedTable = { name: AnyPgColumn; name_en: AnyPgColumn; name_ru: AnyPgColumn };

/**
 * A record's name in the reader's language as one SQL expression, the Georgian one when that translation
 * is empty: the database-side twin of the shared localizedName(), for lists that select a joined name.
 */
export function localizedNameSql(table: NamedTable, locale: Locale): SQL<string> {
  if (locale === 'ka') return sql<string>`${table.name}`;
  const translated = locale === 'en' ? table.name_en : table.name_ru;
  return sql<string>`coalesce(nullif(${translated}, ''), ${table.name})`;
}
