import { removeCommentsOf } from '../comments/comments.service';
import {
  customerName,
  type Customer,
  type CustomerOption,
  type CustomerFilters,
  type CustomerRelated,
  type CustomerValues,
} from '@shared/customers/contracts';
import type { Locale } from '@shared/i18n/locales';
import type { PageQuery } from '@shared/pagination';
import { translate, type MessageKey } from '@shared/i18n/messages';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { linkOf, type Link } from '../../platform/linked-records';
import { HttpError, notFound, ValidationFailed } from '../../platform/errors';
import { paginateAt } from '../../platform/pagination';
import { countryName } from '@shared/countries/country-data';
import * as repo from './customers.repository';
import { removeCustomFieldValues } from '../custom-fields/custom-fields.service';

function view(r: repo.CustomerRecord, locale: Locale): Customer {
  const type = r.type === 'company' ? 'company' : 'individual';
  return {
    id: r.id,
    type,
    name: customerName({ ...r, type }, locale),
    first_name: r.first_name,
    last_name: r.last_name,
    first_name_en: r.first_name_en,
    last_name_en: r.last_name_en,
    first_name_ru: r.first_name_ru,
    last_name_ru: r.last_name_ru,
    company_name: r.company_name,
    company_name_en: r.company_name_en,
    company_name_ru: r.company_name_ru,
    personal_id: r.personal_id,
    company_id: r.company_id,
    gender: r.gender,
    birth_date: r.birth_date,
    citizenship: r.citizenship,
    country: r.country,
    address: r.address,
    email: r.email,
    phone: r.phone,
    delegate_name: r.delegate_name,
    delegate_personal_id: r.delegate_personal_id,
    delegate_position: r.delegate_position,
    locale: r.locale ?? null,
    created_by: r.created_by,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

function option(r: repo.CustomerOptionRecord, locale: Locale): CustomerOption {
  const type = r.type === 'company' ? 'company' : 'individual';
  return {
    id: r.id,
    type,
    name: customerName({ ...r, type }, locale),
    identification: type === 'company' ? r.company_id : r.personal_id,
    phone: r.phone,
  };
}

/** What the audit log keeps: the stored fields, without timestamps and the generated search text. */
const snapshot = (r: repo.CustomerRecord) => {
  const { search_text: _search, created_at: _c, updated_at: _u, ...fields } = r;
  return fields;
};

export function listCustomers(
  deps: AppDeps,
  user: repo.Viewer,
  query: PageQuery & CustomerFilters,
  url: string,
  locale: Locale,
) {
  const { page, perpage, ...filters } = query;
  return paginateAt(
    url,
    { page, perpage },
    () => repo.countCustomers(deps.db, user, filters),
    async (window) => (await repo.listCustomers(deps.db, user, filters, window)).map((r) => view(r, locale)),
  );
}

export async function quickSearch(deps: AppDeps, user: repo.Viewer, term: string, locale: Locale) {
  return { data: (await repo.quickSearch(deps.db, user, term)).map((r) => option(r, locale)) };
}

/** Of these customers, the ids of those the user may see (the rule of the customers list). */
export const visibleCustomerIds = (db: Db, user: repo.Viewer, ids: number[]): Promise<Set<number>> =>
  repo.visibleCustomerIds(db, user, ids);

/**
 * The customers a request body names (a booking's, a deal's, a sale's buyers), for requireLinks
 * (platform/linked-records.ts): only those the user may see pass, by the rule of the customers list.
 */
export const customerLink = (
  db: Db,
  user: repo.Viewer,
  ids: number | readonly number[],
  message: MessageKey = 'records.customer_not_visible',
): Link => linkOf(ids, (wanted) => visibleCustomerIds(db, user, wanted), message);

export async function getCustomer(deps: AppDeps, user: repo.Viewer, id: number, locale: Locale) {
  const record = await repo.findCustomer(deps.db, user, id);
  if (!record) throw notFound();
  return view(record, locale);
}

/**
 * The partial unique indexes decide whether an ID is taken: a concurrent save cannot slip past a prior
 * SELECT. The 422 names the customer that holds it only when the user may open that customer; otherwise
 * it says the number is taken, so an ID cannot be used to look up a person the user may not see.
 */
function takenField(error: unknown): 'personal_id' | 'company_id' | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code !== '23505') continue;
    const name = constraint ?? message ?? '';
    if (name.includes('customers_personal_id_unique')) return 'personal_id';
    if (name.includes('customers_company_id_unique')) return 'company_id';
  }
  return null;
}

/**
 * An e-mail belongs to one customer (spec §5). Checked inside the writing transaction; like a taken ID,
 * the holder is named only to a user who may open them.
 */
async function guardEmail(
  db: AppDeps['db'],
  user: repo.Viewer,
  input: CustomerValues,
  exceptId: number | null,
  locale: Locale,
) {
  if (!input.email) return;
  const holderId = await repo.otherWithEmail(db, input.email, exceptId);
  if (holderId === null) return;
  const holder = await repo.findCustomer(db, user, holderId);
  const text = holder
    ? translate('customers.email_taken', locale, {
        name: customerName(holder, locale),
        id: String(holder.id),
      })
    : translate('customers.email_taken_unnamed', locale);
  throw new HttpError(422, 'errors.validation', { errors: { email: [text] } });
}

async function guardIdentification<T>(
  deps: AppDeps,
  user: repo.Viewer,
  input: CustomerValues,
  locale: Locale,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const field = takenField(error);
    const value = field ? input[field] : null;
    if (!field || !value) throw error;
    const holder = await repo.findByIdentification(deps.db, user, field, value);
    const text = holder
      ? translate(`customers.${field}_taken`, locale, {
          name: customerName(holder, locale),
          id: String(holder.id),
        })
      : translate(`customers.${field}_taken_unnamed`, locale);
    throw new HttpError(422, 'errors.validation', { errors: { [field]: [text] } });
  }
}

export async function createCustomer(
  deps: AppDeps,
  user: repo.Viewer,
  input: CustomerValues,
  audit: AuditContext,
  locale: Locale,
): Promise<Customer> {
  const created = await guardIdentification(deps, user, input, locale, () =>
    deps.db.transaction(async (tx) => {
      await guardEmail(tx, user, input, null, locale);
      const row = await repo.insertCustomer(tx, { ...input, created_by: audit.userId });
      await writeAudit(tx, audit, {
        action: 'create',
        entityType: 'customer',
        entityId: row.id,
        after: snapshot(row),
      });
      return row;
    }),
  );
  return view(created, locale);
}

export async function updateCustomer(
  deps: AppDeps,
  user: repo.Viewer,
  id: number,
  input: CustomerValues,
  audit: AuditContext,
  locale: Locale,
): Promise<Customer> {
  const updated = await guardIdentification(deps, user, input, locale, () =>
    deps.db.transaction(async (tx) => {
      const before = await repo.findCustomer(tx, user, id);
      if (!before) throw notFound();
      await guardEmail(tx, user, input, id, locale);
      const after = await repo.updateCustomer(tx, id, input);
      await writeAudit(tx, audit, {
        action: 'update',
        entityType: 'customer',
        entityId: id,
        before: snapshot(before),
        after: snapshot(after),
      });
      return after;
    }),
  );
  return view(updated, locale);
}

export async function deleteCustomer(deps: AppDeps, user: repo.Viewer, id: number, audit: AuditContext) {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findCustomer(tx, user, id);
    if (!before) throw notFound();
    if (await repo.hasDeals(tx, id))
      throw new ValidationFailed({ id: ['customers.has_deals'] }, 'customers.has_deals');
    await repo.deleteCustomer(tx, id);
    await removeCommentsOf(tx, 'customer', id);
    await removeCustomFieldValues(tx, 'customer', id);
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'customer',
      entityId: id,
      before: snapshot(before),
    });
  });
}

export async function groupedByCountry(deps: AppDeps, user: repo.Viewer, locale: Locale) {
  return (await repo.countByCountry(deps.db, user)).map(({ country, count }) => ({
    country,
    name: country ? countryName(country, locale) : '',
    count,
  }));
}

export async function relatedOf(
  deps: AppDeps,
  user: repo.Viewer,
  id: number,
  locale: Locale,
): Promise<CustomerRelated> {
  if (!(await repo.findCustomer(deps.db, user, id))) throw notFound();
  return repo.related(deps.db, user, id, locale);
}
