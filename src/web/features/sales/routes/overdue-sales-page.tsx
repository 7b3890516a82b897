export function OverdueSalesPage() {
  return null;
}
