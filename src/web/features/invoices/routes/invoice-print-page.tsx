export function InvoicePrintPage() {
  return null;
}
