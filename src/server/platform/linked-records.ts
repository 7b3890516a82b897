import type { MessageKey } from '@shared/i18n/messages';
import { ValidationFailed } from './errors';

/**
 * Spec §6 for the ids a request body gives of other records (a booking's customer, an advance's unit, a
 * sale's buyers, a ticket's sale): each must name a record the user may see, else the write is refused
 * with 422 on that field. The answer is the same for a record the user may not see and for one that does
 * not exist, so walking ids reads nothing, and a write never ties the user to a record outside their scope
 * (a booking they operate would otherwise open its customer to them).
 *
 * The owner module answers which of the ids the user may see, by the same rule as its own lists
 * (customers.service customerLink, properties.service propertyLink, sale-access.service saleLink): a
 * module that takes such an id asks them through requireLinks, never an unscoped "exists" query.
 */
export type Link = {
  /** The ids the field names (one, or a list such as a sale's buyers). */
  ids: readonly number[];
  /** The owner module's answer: which of these ids the user may see. */
  visible: (ids: number[]) => Promise<ReadonlySet<number>>;
  /** What the field says when one of them is not visible (or missing: the same words). */
  message: MessageKey;
};

/** A link of one id or a list, with the owner's answer to which of them the user may see. */
export const linkOf = (
  ids: number | readonly number[],
  visible: Link['visible'],
  message: MessageKey,
): Link => ({ ids: typeof ids === 'number' ? [ids] : ids, visible, message });

/**
 * Adds to `errors` every field whose ids are not all visible, with its link's message (fields given no
 * link are skipped), and answers `errors`: for a caller that gathers more problems before it answers 422.
 */
export async function addUnseenLinks(
  links: Record<string, Link | null | undefined | false>,
  errors: Record<string, MessageKey[]> = {},
): Promise<Record<string, MessageKey[]>> {
  for (const [field, link] of Object.entries(links)) {
    if (!link || !link.ids.length) continue;
    const wanted = [...new Set(link.ids)];
    const seen = await link.visible(wanted);
    if (wanted.some((id) => !seen.has(id))) (errors[field] ??= []).push(link.message);
  }
  return errors;
}

/**
 * Refuses the write (422) when a link names a record the user may not see; `errors` already found by the
 * caller join the same answer, so every problem of the body is told at once.
 */
export async function requireLinks(
  links: Record<string, Link | null | undefined | false>,
  errors: Record<string, MessageKey[]> = {},
): Promise<void> {
  await addUnseenLinks(links, errors);
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
}
