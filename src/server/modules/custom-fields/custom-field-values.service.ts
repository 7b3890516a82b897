import { and, eq, inArray } from 'drizzle-orm';
import type { CustomFieldGroup } from '@shared/templates/contracts';
import type { Db } from '../../db/client';
import { customFields, customFieldValues } from '../../db/schema';

/**
 * Drops a deleted record's custom field values (they have no foreign key: one table serves four kinds of
 * record). Called in the delete's transaction by the customers, properties and buildings services; kept
 * apart from custom-fields.service so those modules do not import the record checks that import them.
 */
export async function removeCustomFieldValues(db: Db, group: CustomFieldGroup, recordId: number) {
  const fieldsOfGroup = db
    .select({ id: customFields.id })
    .from(customFields)
    .where(eq(customFields.group, group));
  await db
    .delete(customFieldValues)
    .where(
      and(eq(customFieldValues.record_id, recordId), inArray(customFieldValues.field_id, fieldsOfGroup)),
    );
}
