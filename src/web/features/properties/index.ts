/**
 * The feature's pages, each loaded on its route: another feature importing a component from here does not
 * download the pages with it.
 */
export const pages = {
  ChessboardPage: () => import('./routes/chessboard-page').then((m) => m.ChessboardPage),
  PropertiesPage: () => import('./routes/properties-page').then((m) => m.PropertiesPage),
};
