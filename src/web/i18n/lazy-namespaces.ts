import type { BackendModule } from 'i18next';

/** One chunk per language and namespace: './ka/bank-accounts.ts' exports { bankAccounts }. */
const namespaceFiles = import.meta.glob<Record<string, object>>([
  './ka/*.ts',
  './en/*.ts',
  './ru/*.ts',
  '!./*/index.ts',
]);

/**
 * An i18next backend that imports a namespace's texts the first time a page asks for them; react-i18next
 * suspends the page meanwhile (every lazy route renders inside a Suspense boundary).
 */
export const lazyNamespaces: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    const fileName = namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    const load = namespaceFiles[`./${language}/${fileName}.ts`];
    if (!load) {
      callback(new Error(`No texts for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module[namespace] as Record<string, unknown>),
      (error: Error) => callback(error, false),
    );
  },
};
