export function TrashedSalePage() {
  return null;
}
