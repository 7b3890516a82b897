import type { saveBuildingBody } from '@shared/buildings/contracts';
import type { z } from 'zod';

/** Validated form values plus the optional new facsimile image. */
export type BuildingInput = z.output<typeof saveBuildingBody> & { facsimile: File | null };

/** The complex form travels as multipart (the facsimile beside the fields); lists repeat their key. */
export function toBuildingFormData({ facsimile, ...fields }: BuildingInput): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) form.append(`${key}[]`, String(item));
    else form.append(key, String(value));
  }
  if (facsimile) form.append('facsimile', facsimile);
  return form;
}
