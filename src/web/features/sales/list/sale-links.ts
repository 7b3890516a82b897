import { paths, pathTo } from '../../../lib/routing/paths';

/** Where a sales screen's row leads, built from the route table. */
export const saleLink = (id: number) => pathTo(paths.sales.detail, { id });
export const trashedSaleLink = (id: number) => pathTo(paths.sales.trashedDetail, { id });
