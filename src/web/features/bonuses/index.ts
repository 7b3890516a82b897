/**
 * The feature's pages, each loaded on its route: another feature importing a component from here does not
 * download the pages with it.
 */
export const pages = {
  BonusesPage: () => import('./routes/bonuses-page').then((m) => m.BonusesPage),
};
