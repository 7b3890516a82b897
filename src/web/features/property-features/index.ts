export { PropertyFeaturesPage } from './routes/property-features-page';
