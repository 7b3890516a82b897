import { LOCALES } from '@shared/i18n/locales';
import { PERMISSIONS } from '@shared/permissions';
import { describe, expect, it } from 'vitest';
import { allRoutes, MENU_GROUPS } from '../lib/routing/paths';
import { resources } from './resources';

type Tree = { [key: string]: unknown };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = `${prefix}${key}`;
    return typeof value === 'string'
      ? { ...flat, [path]: value }
      : { ...flat, ...flatten(value as Tree, `${path}.`) };
  }, {});
}

/** Every key of every namespace, as 'namespace:key', with its text. */
const texts = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.fromEntries(
      Object.entries(resources[locale]).flatMap(([ns, tree]) =>
        Object.entries(flatten(tree as Tree)).map(([key, text]) => [`${ns}:${key}`, text]),
      ),
    ),
  ]),
) as Record<(typeof LOCALES)[number], Record<string, string>>;

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('translations', () => {
  it.each(LOCALES.filter((locale) => locale !== 'ka'))(
    '%s has exactly the keys of ka, in every namespace',
    (locale) => {
      expect(Object.keys(texts[locale]).sort()).toEqual(Object.keys(texts.ka).sort());
    },
  );

  it.each(LOCALES)('%s has no empty text', (locale) => {
    expect(Object.entries(texts[locale]).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('uses the same placeholders in every language', () => {
    const mismatched = Object.keys(texts.ka).filter((key) =>
      LOCALES.some(
        (locale) =>
          placeholders(texts[locale][key] ?? '').join() !== placeholders(texts.ka[key] ?? '').join(),
      ),
    );
    expect(mismatched).toEqual([]);
  });

  it('names a page in the top bar as its heading does', () => {
    for (const locale of LOCALES) {
      const text = texts[locale];
      expect(text['common:nav.advance_payments']).toBe(text['advancePayments:title']);
      expect(text['common:nav.chessboard']).toBe(text['properties:board.title_plain']);
    }
  });

  it('labels every route, menu group and permission', () => {
    const needed = [
      ...allRoutes.map((route) => `common:${route.title}`),
      ...MENU_GROUPS.map((group) => `common:menu_groups.${group}`),
      ...PERMISSIONS.map((permission) => `permissions:names.${permission}`),
    ];
    expect(needed.filter((key) => !(key in texts.ka))).toEqual([]);
  });
});
