export function SalesPage() {
  return null;
}
