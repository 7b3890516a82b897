/**
 * The feature's pages, each loaded on its route: another feature importing a component from here does not
 * download the pages with it.
 */
export const pages = {
  PricesPage: () => import('./routes/prices-page').then((m) => m.PricesPage),
};
