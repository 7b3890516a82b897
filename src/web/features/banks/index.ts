export { banksKey, useBanks } from './api/get-banks';

/**
 * The feature's pages, each loaded on its route: another feature importing a component from here does not
 * download the pages with it.
 */
export const pages = {
  BanksPage: () => import('./routes/banks-page').then((m) => m.BanksPage),
};
