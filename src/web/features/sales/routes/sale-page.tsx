export function SalePage() {
  return null;
}
