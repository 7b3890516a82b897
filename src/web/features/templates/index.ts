export { useDocTemplates } from './api/get-doc-templates';
export { templateKeys } from './api/template-keys';

/**
 * The feature's pages, each loaded on its route: another feature importing a component from here does not
 * download the pages with it.
 */
export const pages = {
  TemplatesPage: () => import('./routes/templates-page').then((m) => m.TemplatesPage),
};
