import { z } from 'zod';
import { optionalText, requiredText } from '../validation/rules';
import { recordId } from '../validation/ids';

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
  group_id: z.preprocess((v) => (v === '' || v === undefined ? null : v), recordId.nullable()),
});
export type SavePropertyFeatureBody = z.input<typeof savePropertyFeatureBody>;

export const propertyFeatureListQuery = z.object({
  group_id: recordId.optional(),
});
