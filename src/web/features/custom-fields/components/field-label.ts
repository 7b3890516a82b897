import { localized, type Locale } from '@shared/i18n/locales';
import type { CustomFieldRow } from '@shared/templates/contracts';

/** A field's label in the user's language, the Georgian one when that is not filled in. */
export const fieldLabel = (field: CustomFieldRow, locale: Locale) =>
  localized(locale, field.label_ka, field.label_en, field.label_ru);
