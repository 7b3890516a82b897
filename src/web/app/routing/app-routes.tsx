import { useRoutes } from 'react-router';
import { createRoutes } from './create-routes';

const routes = createRoutes();

export function AppRoutes() {
  return useRoutes(routes);
}
