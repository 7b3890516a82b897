import type { SavePriceListInput } from '@shared/prices/contracts';

/** The form's values, which source was chosen, and the spreadsheet when it is the Excel one. */
export type PriceListInput = {
  values: SavePriceListInput;
  source: 'excel' | 'rule';
  file: File | null;
};

const RULE_FIELDS = ['rule_kind', 'rule_value', 'block', 'floor_from', 'floor_to'] as const;

/** Preview, create and update all travel as multipart: the fields, then the rule or the file. */
export function toPriceListFormData({ values, source, file }: PriceListInput): FormData {
  const form = new FormData();
  form.append('building_id', String(values.building_id));
  form.append('title', values.title);
  form.append('valid_from', values.valid_from);
  if (source === 'rule') {
    for (const key of RULE_FIELDS) {
      const value = values[key];
      if (value !== undefined && value !== null && value !== '') form.append(key, String(value));
    }
  } else if (file) {
    form.append('file', file);
  }
  return form;
}
