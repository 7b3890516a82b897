/**
 * The feature's pages, each loaded on its route: another feature importing a component from here does not
 * download the pages with it.
 */
export const pages = {
  ReportsPage: () => import('./routes/reports-page').then((m) => m.ReportsPage),
  StatisticsPage: () => import('./routes/statistics-page').then((m) => m.StatisticsPage),
};
