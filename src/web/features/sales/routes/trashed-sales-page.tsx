export function TrashedSalesPage() {
  return null;
}
