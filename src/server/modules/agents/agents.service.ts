import { removeCommentsOf } from '../comments/comments.service';
import {
  saveAgentBody,
  type AgentRow,
  type ImportAnswer,
  type ImportRowError,
  type SaveAgentInput,
} from '@shared/agents/contracts';
import type { Locale } from '@shared/i18n/locales';
import type { PageQuery } from '@shared/pagination';
import { translate, type MessageKey } from '@shared/i18n/messages';
import { ibanBankCode } from '@shared/iban/iban';
import { roundHalfUp } from '@shared/money/money';
import type { Db } from '../../db/client';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { HttpError, notFound, ValidationFailed } from '../../platform/errors';
import type { Upload } from '../../platform/files';
import { paginateAt } from '../../platform/pagination';
import { fieldErrorKeys, issuesOfZodError } from '../../platform/validation-errors';
import { deleteFiles } from '../documents/documents.service';
import * as repo from './agents.repository';
import { readAgentSheet } from './agents.sheet';

function present(r: repo.AgentListRecord): AgentRow {
  const a = r.agent;
  return {
    id: a.id,
    type: a.type,
    name: a.name,
    name_en: a.name_en,
    name_ru: a.name_ru,
    personal_id: a.personal_id,
    company_id: a.company_id,
    phone: a.phone,
    email: a.email,
    address: a.address,
    fee_percent: a.fee_percent,
    bank_id: a.bank_id,
    bank_name: r.bank_name,
    iban: a.iban,
    note: a.note,
    active: a.active,
    documents_count: r.documents_count,
    created_at: a.created_at.toISOString(),
    updated_at: a.updated_at.toISOString(),
  };
}

export function listAgents(db: Db, query: PageQuery & repo.AgentFilters, url: string) {
  const { page, perpage, ...filters } = query;
  return paginateAt(
    url,
    { page, perpage },
    () => repo.countAgents(db, filters),
    async (window) => (await repo.listAgents(db, filters, window)).map(present),
  );
}

export const agentExists = async (db: Db, id: number): Promise<boolean> => !!(await repo.findAgent(db, id));

export async function getAgent(db: Db, id: number): Promise<AgentRow> {
  const [row] = await repo.listAgents(db, { id });
  if (!row) throw notFound();
  return present(row);
}

/** The stored values: a person keeps only the personal ID, a company only its code. */
function values(input: SaveAgentInput): repo.AgentValues {
  return {
    type: input.type,
    name: input.name,
    name_en: input.name_en,
    name_ru: input.name_ru,
    personal_id: input.type === 'individual' ? input.personal_id : null,
    company_id: input.type === 'company' ? input.company_id : null,
    phone: input.phone || null,
    email: input.email || null,
    address: input.address,
    fee_percent: input.fee_percent === null ? null : roundHalfUp(input.fee_percent, 2),
    bank_id: input.bank_id,
    iban: input.iban,
    note: input.note,
    active: input.active,
  };
}

const snapshot = ({ id: _i, created_at: _c, updated_at: _u, created_by: _b, ...rest }: repo.AgentRecord) =>
  rest;

type Errors = Record<string, MessageKey[]>;

/** What only the database can tell: the bank exists and the IBAN carries its code; the codes are free. */
async function check(db: Db, v: repo.AgentValues, exceptId?: number): Promise<void> {
  const errors: Errors = {};
  if (v.bank_id !== null && v.bank_id !== undefined) {
    const bank = await repo.findBank(db, v.bank_id);
    if (!bank) errors.bank_id = ['validation.invalid_value'];
    else if (v.iban && ibanBankCode(v.iban) !== bank.iban) errors.iban = ['validation.iban_bank_mismatch'];
  }
  const holders = await repo.holdersOf(
    db,
    v.personal_id ? [v.personal_id] : [],
    v.company_id ? [v.company_id] : [],
    exceptId,
  );
  if (v.personal_id && holders.some((h) => h.personal_id === v.personal_id))
    errors.personal_id = ['agents.personal_id_taken'];
  if (v.company_id && holders.some((h) => h.company_id === v.company_id))
    errors.company_id = ['agents.company_id_taken'];
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
}

/** The unique indexes decide a race between two saves of the same code: the loser gets the same 422. */
async function guardCodes<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
      const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
      const name = constraint ?? message ?? '';
      if (code === '23505' && name.includes('agents_personal_id_unique'))
        throw new ValidationFailed({ personal_id: ['agents.personal_id_taken'] });
      if (code === '23505' && name.includes('agents_company_id_unique'))
        throw new ValidationFailed({ company_id: ['agents.company_id_taken'] });
    }
    throw error;
  }
}

export async function createAgent(
  deps: AppDeps,
  input: SaveAgentInput,
  audit: AuditContext,
): Promise<number> {
  const v = values(input);
  await check(deps.db, v);
  return guardCodes(() =>
    deps.db.transaction(async (tx) => {
      const [created] = await repo.insertAgents(tx, [{ ...v, created_by: audit.userId }]);
      await writeAudit(tx, audit, {
        action: 'create',
        entityType: 'agent',
        entityId: created!.id,
        after: snapshot(created!),
      });
      return created!.id;
    }),
  );
}

export async function updateAgent(
  deps: AppDeps,
  id: number,
  input: SaveAgentInput,
  audit: AuditContext,
): Promise<void> {
  const v = values(input);
  if (!(await repo.findAgent(deps.db, id))) throw notFound();
  await check(deps.db, v, id);
  await guardCodes(() =>
    deps.db.transaction(async (tx) => {
      const before = await repo.findAgent(tx, id, true);
      if (!before) throw notFound();
      const after = await repo.updateAgent(tx, id, v);
      await writeAudit(tx, audit, {
        action: 'update',
        entityType: 'agent',
        entityId: id,
        before: snapshot(before),
        after: snapshot(after),
      });
    }),
  );
}

const namedOnSales = () => new HttpError(409, 'sales.agent_has_sales');

/**
 * Deletes the agent and, in the same transaction, its documents (docs/decisions/009). An agent named on
 * sales is refused with 409 (the office deactivates it instead); a sale saved meanwhile is caught by the
 * foreign key and answered the same way.
 */
export async function deleteAgent(deps: AppDeps, id: number, audit: AuditContext): Promise<void> {
  const removeFileBytes = await guardSales(() =>
    deps.db.transaction(async (tx) => {
      const before = await repo.findAgent(tx, id, true);
      if (!before) throw notFound();
      if ((await repo.salesOfAgent(tx, id)) > 0) throw namedOnSales();
      const removeBytes = await deleteFiles(tx, deps.storage, { type: 'agent', id }, audit);
      await repo.deleteAgent(tx, id);
      await removeCommentsOf(tx, 'agent', id);
      await writeAudit(tx, audit, {
        action: 'delete',
        entityType: 'agent',
        entityId: id,
        before: snapshot(before),
      });
      return removeBytes;
    }),
  );
  await removeFileBytes();
}

async function guardSales<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
      const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
      if (code === '23503' && (constraint ?? message ?? '').includes('sales_agent_id')) throw namedOnSales();
    }
    throw error;
  }
}

const FIELD_NAMES: Record<string, string> = { bank_id: 'iban' };

/**
 * ALL OR NOTHING: every line is checked (field rules, the IBAN's bank, codes taken by an agent or by an
 * earlier line); any bad line answers 422 `{message, errors: {rows}, rows: [{line, field, message}]}` and
 * nothing is saved. A clean file is inserted in one multi-row statement in one transaction.
 */
export async function importAgents(
  deps: AppDeps,
  upload: Upload | undefined,
  audit: AuditContext,
  locale: Locale,
): Promise<ImportAnswer> {
  if (!upload) throw new ValidationFailed({ file: ['documents.file_required'] });
  if (upload.data.length > deps.config.maxUploadBytes)
    throw new ValidationFailed({ file: ['validation.file_too_large'] });
  const rows = await readAgentSheet(upload);
  if (!rows.length) throw new ValidationFailed({ file: ['agents.file_empty'] }, 'agents.file_empty');
  const banks = await repo.allBanks(deps.db);
  const problems: { line: number; field: string; key: MessageKey }[] = [];
  const good: { line: number; values: repo.AgentValues }[] = [];
  for (const row of rows) {
    const bank = row.iban
      ? banks.find((b) => b.iban === ibanBankCode(row.iban.replace(/\s+/g, '').toUpperCase()))
      : undefined;
    const parsed = saveAgentBody.safeParse({
      ...row,
      type: row.type.toLowerCase(),
      bank_id: bank?.id ?? '',
      fee_percent: row.fee_percent,
    });
    if (!parsed.success) {
      const keys = fieldErrorKeys(issuesOfZodError(parsed.error));
      for (const [field, list] of Object.entries(keys)) {
        const name = FIELD_NAMES[field] ?? field;
        const key = field === 'bank_id' && row.iban ? 'agents.unknown_bank' : list[0]!;
        problems.push({ line: row.line, field: name, key: key as MessageKey });
      }
      continue;
    }
    good.push({ line: row.line, values: values(parsed.data) });
  }
  // Codes already taken, in the database or by an earlier line.
  const holders = await repo.holdersOf(
    deps.db,
    good.map((g) => g.values.personal_id).filter((v): v is string => !!v),
    good.map((g) => g.values.company_id).filter((v): v is string => !!v),
  );
  const seen = new Set<string>();
  for (const g of good) {
    const field = g.values.type === 'individual' ? 'personal_id' : 'company_id';
    const code = g.values[field]!;
    if (holders.some((h) => h[field] === code))
      problems.push({
        line: g.line,
        field,
        key: field === 'personal_id' ? 'agents.personal_id_taken' : 'agents.company_id_taken',
      });
    else if (seen.has(`${field}:${code}`))
      problems.push({ line: g.line, field, key: 'agents.duplicate_in_file' });
    seen.add(`${field}:${code}`);
  }
  if (problems.length) {
    problems.sort((a, b) => a.line - b.line);
    const list: ImportRowError[] = problems.map((p) => ({
      line: p.line,
      field: p.field,
      message: translate('agents.row_line', locale, {
        line: String(p.line),
        field: p.field,
        reason: translate(p.key, locale),
      }),
    }));
    throw new HttpError(422, 'agents.bad_rows', { errors: { rows: list.map((r) => r.message) }, rows: list });
  }
  const ids = await guardCodes(() =>
    deps.db.transaction(async (tx) => {
      const created = await repo.insertAgents(
        tx,
        good.map((g) => ({ ...g.values, created_by: audit.userId })),
      );
      for (const c of created)
        await writeAudit(tx, audit, {
          action: 'create',
          entityType: 'agent',
          entityId: c.id,
          after: snapshot(c),
        });
      return created.map((c) => c.id);
    }),
  );
  return { created: ids.length, ids };
}
