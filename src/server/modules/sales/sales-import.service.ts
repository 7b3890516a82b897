import type { Locale } from '@shared/i18n/locales';
import { translate, type MessageKey } from '@shared/i18n/messages';
import { createSaleBody, type CreateSaleInput, type ImportReport } from '@shared/sales/contracts';
import type { AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { HttpError, ValidationFailed } from '../../platform/errors';
import type { Upload } from '../../platform/files';
import { fieldErrorKeys, issuesOfZodError } from '../../platform/validation-errors';
import { readSaleSheet, type SaleSheetRow } from './sales.sheet';
import * as write from './sales-write.repository';
import { createSaleInTx } from './sale-create.service';
import type { Writer } from './sales-write.service';
import { visibleCustomerIds } from '../customers/customers.service';

/**
 * POST /api/sales/importFromExcel: one line per sale (columns of SALE_IMPORT_COLUMNS). ALL OR NOTHING:
 * every line is read and checked (its fields, the complex, units, buyers, manager and agent it names),
 * then every good line is created in one transaction, each in a savepoint so that every line the
 * database refuses is reported too; with any refused line the transaction is rolled back and the
 * answer is the report (success false, nothing written).
 */

type Problem = ImportReport['errors'][number];
const list = (value: string) =>
  value
    .split(/[,;]/)
    .map((v) => v.trim())
    .filter((v) => v !== '');
const YES = new Set(['yes', 'y', 'true', '1', 'კი', 'да']);

class Refused extends Error {}

/** "field: reason" in the asked language, for every field error of a line. */
function reasons(errors: Record<string, string[]>, locale: Locale): string[] {
  return Object.entries(errors).flatMap(([field, keys]) =>
    keys.map((key) => translate('sales.import_field', locale, { field, reason: translate(key, locale) })),
  );
}

/** Whatever a line's creation was refused with, as readable reasons. */
function refusal(error: unknown, locale: Locale): string[] {
  if (error instanceof ValidationFailed) return reasons(error.fieldErrors, locale);
  if (error instanceof HttpError) return [translate(error.messageKey, locale)];
  throw error;
}

interface Lookups {
  buildings: Awaited<ReturnType<typeof write.allBuildings>>;
}

/** A line as the create contract's input, or the reasons it cannot be. */
async function readLine(
  deps: AppDeps,
  user: Writer,
  row: SaleSheetRow,
  lookups: Lookups,
  locale: Locale,
): Promise<{ input: CreateSaleInput } | { reasons: string[] }> {
  const problems: string[] = [];
  const fail = (field: string, key: MessageKey, params: Record<string, string> = {}) =>
    problems.push(translate('sales.import_field', locale, { field, reason: translate(key, locale, params) }));

  const building = lookups.buildings.find(
    (b) =>
      String(b.id) === row.building ||
      [b.name, b.name_en, b.name_ru].some((n) => n !== '' && n.toLowerCase() === row.building.toLowerCase()),
  );
  if (!row.building) fail('building', 'validation.required');
  else if (!building) fail('building', 'sales.import_building_unknown');

  const numbers = list(row.units);
  const prices = list(row.unit_prices);
  if (!numbers.length) fail('units', 'validation.required');
  else if (prices.length !== numbers.length) fail('unit_prices', 'sales.import_prices_mismatch');
  const units = building
    ? await write.unitsByNumber(deps.db, building.id, row.block.toUpperCase() || null, numbers)
    : [];
  if (building)
    for (const number of numbers)
      if (!units.some((u) => u.number === number)) fail('units', 'sales.import_unit_unknown', { number });

  const codes = list(row.customers);
  // A buyer the user may not see reads as one that does not exist (spec §6).
  const found = await write.customersByCode(deps.db, codes);
  const seen = await visibleCustomerIds(
    deps.db,
    user,
    found.map((b) => b.id),
  );
  const buyers = found.filter((b) => seen.has(b.id));
  if (!codes.length) fail('customers', 'validation.required');
  for (const code of codes)
    if (!buyers.some((b) => b.personal_id === code || b.company_id === code))
      fail('customers', 'sales.import_customer_unknown', { code });

  const responsible = row.responsible ? await write.userByName(deps.db, row.responsible) : undefined;
  if (row.responsible && responsible === undefined)
    fail('responsible', 'sales.import_responsible_unknown', { username: row.responsible });
  const agent = row.agent ? await write.agentByCode(deps.db, row.agent) : undefined;
  if (row.agent && agent === undefined) fail('agent', 'sales.import_agent_unknown', { code: row.agent });
  if (problems.length) return { reasons: problems };

  const month = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? v.slice(0, 7) : v);
  const raw = {
    contract_no: row.contract_no,
    contract_type: row.contract_type || 'contract_main',
    contract_lang: row.contract_lang || 'ge',
    contract_start_date: row.contract_start_date,
    contract_end_date: row.contract_end_date,
    signing_date: row.signing_date,
    payment_day: row.payment_day || row.contract_start_date.slice(8, 10) || '',
    agent_id: agent ?? '',
    agent_fee_percent: row.agent_fee_percent,
    is_signed: YES.has(row.is_signed.toLowerCase()),
    responsible_user_id: responsible ?? '',
    info_source: row.info_source,
    properties: numbers.map((number, i) => ({
      property_id: units.find((u) => u.number === number)!.id,
      price: prices[i],
    })),
    customer_ids: codes.map(
      (code) => buyers.find((b) => b.personal_id === code || b.company_id === code)!.id,
    ),
    payment_ccy: row.payment_ccy.toUpperCase(),
    discount: row.discount || '0',
    first_installment_amount: row.first_installment_amount || '0',
    first_installment_date: row.first_installment_date,
    schedule: row.start_month
      ? {
          start_month: month(row.start_month),
          count: row.count,
          end_month: month(row.end_month),
          formula: row.formula,
        }
      : undefined,
  };
  const parsed = createSaleBody.safeParse(raw);
  if (!parsed.success) return { reasons: reasons(fieldErrorKeys(issuesOfZodError(parsed.error)), locale) };
  return { input: parsed.data };
}

export async function importSales(
  deps: AppDeps,
  user: Writer,
  upload: Upload | undefined,
  audit: AuditContext,
  locale: Locale,
): Promise<ImportReport> {
  if (!upload) throw new ValidationFailed({ file: ['documents.file_required'] });
  if (upload.data.length > deps.config.maxUploadBytes)
    throw new ValidationFailed({ file: ['validation.file_too_large'] });
  const rows = await readSaleSheet(upload);
  if (!rows.length)
    throw new ValidationFailed({ file: ['sales.import_file_empty'] }, 'sales.import_file_empty');

  const lookups: Lookups = { buildings: await write.allBuildings(deps.db) };
  const problems: Problem[] = [];
  const good: { row: SaleSheetRow; input: CreateSaleInput }[] = [];
  const contracts = new Set<string>();
  const units = new Map<number, string>();
  for (const row of rows) {
    const contractNo = row.contract_no || null;
    const add = (reason: string) => problems.push({ line: row.line, contract_no: contractNo, reason });
    const read = await readLine(deps, user, row, lookups, locale);
    if ('reasons' in read) {
      read.reasons.forEach(add);
      continue;
    }
    if (contracts.has(read.input.contract_no)) add(translate('sales.import_duplicate_contract', locale));
    contracts.add(read.input.contract_no);
    for (const p of read.input.properties) {
      const number = list(row.units)[read.input.properties.indexOf(p)] ?? String(p.property_id);
      if (units.has(p.property_id)) add(translate('sales.import_duplicate_unit', locale, { number }));
      units.set(p.property_id, number);
    }
    good.push({ row, input: read.input });
  }
  if (problems.length) return report(problems);

  try {
    const ids = await deps.db.transaction(async (tx) => {
      const created: number[] = [];
      for (const { row, input } of good) {
        try {
          created.push(await tx.transaction((sp) => createSaleInTx(sp, deps, user, input, audit)));
        } catch (error) {
          for (const reason of refusal(error, locale))
            problems.push({ line: row.line, contract_no: row.contract_no || null, reason });
        }
      }
      if (problems.length) throw new Refused();
      return created;
    });
    return { success: true, imported: ids.length, errors: [] };
  } catch (error) {
    if (error instanceof Refused) return report(problems);
    throw error;
  }
}

function report(problems: Problem[]): ImportReport {
  return { success: false, imported: 0, errors: problems.sort((a, b) => a.line - b.line) };
}
