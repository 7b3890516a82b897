import { z } from 'zod';
import { optionalText, requiredText } from '../validation/rules';
import { MAX_RECORD_ID } from '../validation/ids';

const titles = { title: z.string(), title_en: z.string(), title_ru: z.string() };

export const propertyFeatureGroup = z.object({ id: z.number(), ...titles, features_count: z.number() });
export type PropertyFeatureGroup = z.infer<typeof propertyFeatureGroup>;

export const propertyFeature = z.object({ id: z.number(), group_id: z.number().nullable(), ...titles });
export type PropertyFeature = z.infer<typeof propertyFeature>;

/** Titles in ka (title), en and ru. */
const titleFields = { title: requiredText(255), title_en: optionalText(255), title_ru: optionalText(255) };

export const savePropertyFeatureGroupBody = z.object(titleFields);
export type SavePropertyFeatureGroupBody = z.input<typeof savePropertyFeatureGroupBody>;

export const savePropertyFeatureBody = z.object({
  ...titleFields,
  group_id: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce
      .number({ error: 'validation.invalid_value' })
      .int()
      .positive('validation.invalid_value')
      .max(MAX_RECORD_ID, 'validation.invalid_value')
      .nullable(),
  ),
});
export type SavePropertyFeatureBody = z.input<typeof savePropertyFeatureBody>;

export const propertyFeatureListQuery = z.object({
  group_id: z.coerce
    .number({ error: 'validation.invalid_value' })
    .int()
    .positive('validation.invalid_value')
    .max(MAX_RECORD_ID, 'validation.invalid_value')
    .optional(),
});
