export { useFeatures } from './api/get-features';

/**
 * The feature's pages, each loaded on its route: another feature importing a component from here does not
 * download the pages with it.
 */
export const pages = {
  PropertyFeaturesPage: () => import('./routes/property-features-page').then((m) => m.PropertyFeaturesPage),
};
