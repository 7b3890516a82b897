import type { Locale, MessageCatalogue } from '@shared/i18n/locales';

type Tree = { [key: string]: string | Tree };

/**
 * The server's catalogue ('validation.required') nested for i18next, so a key the server or a zod
 * rule returns translates with t('validation.required', { ns: 'messages' }).
 */
export function messagesResource(catalogue: MessageCatalogue, locale: Locale): Tree {
  const tree: Tree = {};
  for (const [key, texts] of Object.entries(catalogue)) {
    const parts = key.split('.');
    const leaf = parts.pop() ?? key;
    let node = tree;
    for (const part of parts) {
      const child = node[part];
      node = typeof child === 'object' ? child : (node[part] = {});
    }
    node[leaf] = texts[locale].replace(/\{(\w+)\}/g, '{{$1}}');
  }
  return tree;
}
