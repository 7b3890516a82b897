export { useCustomFields } from './api/get-custom-fields';
export { useCustomPlaceholders } from './api/get-placeholders';
export { CustomFieldsCard } from './components/custom-fields-card';

/**
 * The feature's pages, each loaded on its route: another feature importing a component from here does not
 * download the pages with it.
 */
export const pages = {
  CustomFieldsPage: () => import('./routes/custom-fields-page').then((m) => m.CustomFieldsPage),
};
