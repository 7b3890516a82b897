/** Where a sales screen's row leads. */
export const salePath = (id: number) => `/sales/${id}`;
export const trashedSalePath = (id: number) => `/trashed-sales/${id}`;
export const trashedSalesPath = '/trashed-sales';
