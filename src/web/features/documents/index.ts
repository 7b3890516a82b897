export { ownerFilesKey } from './api/get-owner-files';
export { DocumentsPanel } from './components/documents-panel';
export { fileSize } from './components/file-size';
export { OwnerFiles } from './components/owner-files';
export { DocumentsPage } from './routes/documents-page';
