export function InvoicesPage() {
  return null;
}
