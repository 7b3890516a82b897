/** A multipart body: each value once (null and undefined left out), each file as `files[]`. */
export function toFormData(
  fields: Record<string, string | number | boolean | null | undefined>,
  files: File[] = [],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== null && value !== undefined) form.append(name, String(value));
  for (const file of files) form.append('files[]', file);
  return form;
}
