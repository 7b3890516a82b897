export { ownerFilesKey } from './api/get-owner-files';
export { DocumentsPanel } from './components/documents-panel';
export { fileSize } from './components/file-size';
export { OwnerFiles } from './components/owner-files';

/**
 * The feature's pages, each loaded on its route: another feature importing a component from here does not
 * download the pages with it.
 */
export const pages = {
  DocumentsPage: () => import('./routes/documents-page').then((m) => m.DocumentsPage),
};
