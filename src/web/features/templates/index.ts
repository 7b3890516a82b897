export { TemplatesPage } from './routes/templates-page';
