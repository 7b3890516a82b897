import { describe, expect, it } from 'vitest';
import { kit as en } from './en';
import { kit as ka } from './ka';
import { kit as ru } from './ru';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('kit strings', () => {
  it('have the same keys in every language, none left empty', () => {
    expect(keys(en)).toEqual(keys(ka));
    expect(keys(ru)).toEqual(keys(ka));
    for (const tree of [ka, en, ru]) {
      expect(
        keys(tree).filter(
          (key) =>
            String(
              key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree),
            ).trim() === '',
        ),
      ).toEqual([]);
    }
  });
});
