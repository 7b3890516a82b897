import { formatIsoDate } from '@shared/dates/date-formats';
import { translate } from '@shared/i18n/messages';
import type { PlannedReminder } from '@shared/notifications/messages';
import type { AuthUser } from '../../platform/access';
import { tbilisiDayOf, todayOf } from '../../platform/clock';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { loadTemplateConstants, type TemplateConstants } from '../contracts/contract-data.service';
import {
  composeRuleMessages,
  enqueueRuleMessages,
  previewRuleMessages,
  type RuleMessages,
} from '../messaging/automated.service';
import { serviceName } from '../messaging/compose.service';
import { isClosed } from '../sales/sale-access.service';
import { requireSale } from '../sales/sales.service';
import { createSystemTask } from '../tasks/tasks.service';
import * as repo from './notification-rules.repository';

/**
 * The automated run (every 15 minutes, inside NOTIFY_WINDOW in Tbilisi time): for each active rule, the
 * unpaid instalments of live sales whose `due_date + days_offset` is today — or one of the two days
 * before, so a day the server was down is caught up — get one message per buyer and channel. The keys
 * `auto:rule:instalment:due_date:customer:channel` make a second run send nothing more. See decision 017.
 * Renovations' and containers' instalments get theirs the same way, under `auto:rule:service:…` keys
 * (decision 022).
 */

/** A missed day is still sent on the next two. */
export const CATCH_UP_DAYS = 3;

/** Instalments written about at once: fewer than the pool's ten connections, so requests still get one. */
const RUN_CONCURRENCY = 4;

const TBILISI_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Tbilisi',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes after midnight in Tbilisi. */
export function tbilisiMinutes(now: Date): number {
  const parts = TBILISI_CLOCK.formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const ruleRequest = (
  rule: repo.RuleRecord,
  saleId: number,
  instalment: RuleMessages['instalment'],
  today: string,
  order?: RuleMessages['order'],
  constants?: TemplateConstants,
): RuleMessages => ({
  saleId,
  ruleId: rule.id,
  reason: rule.type,
  channels: rule.channels,
  templates: { sms: rule.sms_template_id, email: rule.email_template_id },
  instalment,
  order,
  today,
  constants,
});

/**
 * A rule with `create_task` also asks the sale's responsible manager to call the buyer: one task per rule,
 * instalment and due date (its source key), due the day the rule fires. A sale with no manager gets none.
 */
async function managerTask(
  tx: Db,
  deps: AppDeps,
  rule: repo.RuleRecord,
  due: repo.DueInstalment | repo.DueServiceInstalment,
  today: string,
): Promise<void> {
  if (due.responsible_user_id === null) return;
  const params = {
    contract_no: due.contract_no,
    number: String(due.number),
    due_date: formatIsoDate(due.due_date, 'DD.MM.YYYY'),
  };
  const order = 'order' in due ? due.order : null;
  await createSystemTask(tx, deps, {
    sourceKey: order
      ? `rule:${rule.id}:service:${due.id}:${due.due_date}`
      : `rule:${rule.id}:${due.id}:${due.due_date}`,
    title: order
      ? translate('tasks.rule_service_task_title', 'ka', { ...params, service: serviceName(order, 'ka') })
      : translate('tasks.rule_task_title', 'ka', params),
    assigneeId: due.responsible_user_id,
    priority: rule.type === 'overdue' ? 'high' : 'normal',
    dueDate: today,
    model: 'sale',
    modelId: due.sale_id,
  });
}

/** What the run writes about one due instalment: the rule's messages, and the manager's task if it asks. */
interface DueWork {
  request: RuleMessages;
  keyPrefix: string;
  task: ((tx: Db) => Promise<void>) | undefined;
}

/**
 * Each instalment's messages are composed on the pool, then queued (with the task) in a short transaction
 * of its own that touches nothing another one does (its own keys): several at once use the pool instead
 * of waiting on one round trip at a time.
 */
async function queueEach<T>(deps: AppDeps, dues: readonly T[], workOf: (due: T) => DueWork): Promise<number> {
  let next = 0;
  let queued = 0;
  const worker = async () => {
    for (let i = next++; i < dues.length; i = next++) {
      const { request, keyPrefix, task } = workOf(dues[i]!);
      const messages = await composeRuleMessages(deps, request);
      const written = await deps.db.transaction(async (tx) => {
        const ids = await enqueueRuleMessages(tx, request, messages, keyPrefix);
        if (task) await task(tx);
        return ids.length;
      });
      queued += written;
    }
  };
  await Promise.all(Array.from({ length: RUN_CONCURRENCY }, worker));
  return queued;
}

export async function runNotifications(deps: AppDeps): Promise<{ ran: boolean; queued: number }> {
  const now = deps.now();
  const minutes = tbilisiMinutes(now);
  const { from, to } = deps.config.notifyWindow;
  if (minutes < from || minutes >= to) return { ran: false, queued: 0 };
  const today = tbilisiDayOf(now);
  const constants = await loadTemplateConstants(deps.db);
  let queued = 0;
  for (const rule of await repo.activeRules(deps.db)) {
    const sales = await repo.dueInstalments(deps.db, rule, today, CATCH_UP_DAYS);
    queued += await queueEach(deps, sales, (due) => {
      const { sale_id, contract_no: _c, responsible_user_id: _r, ...instalment } = due;
      return {
        request: ruleRequest(rule, sale_id, instalment, today, undefined, constants),
        keyPrefix: repo.autoKeyPrefix(rule.id, instalment.id, instalment.due_date),
        task: rule.create_task ? (tx) => managerTask(tx, deps, rule, due, today) : undefined,
      };
    });
    if (!deps.config.modules.services) continue;
    const services = await repo.dueServiceInstalments(deps.db, rule, today, CATCH_UP_DAYS);
    queued += await queueEach(deps, services, (due) => {
      const { sale_id, contract_no: _c, responsible_user_id: _r, order, ...instalment } = due;
      return {
        request: ruleRequest(rule, sale_id, instalment, today, order, constants),
        keyPrefix: repo.serviceAutoKeyPrefix(rule.id, instalment.id, instalment.due_date),
        task: rule.create_task ? (tx) => managerTask(tx, deps, rule, due, today) : undefined,
      };
    });
  }
  if (queued) deps.jobs.poke();
  return { ran: true, queued };
}

/**
 * GET /api/sales/payment-reminder/{id}: the next message the rules will write for the sale — the
 * earliest day a rule is due for one of its unpaid instalments and has not written yet (today when it is
 * in its catch-up days) — or null (none planned, the sale closed or excluded).
 */
export async function plannedReminder(
  deps: AppDeps,
  user: AuthUser,
  saleId: number,
): Promise<PlannedReminder> {
  const { sale } = await requireSale(deps, user, saleId);
  if (isClosed(sale) || !sale.notifications_enabled) return null;
  const today = todayOf(deps);
  const [rules, instalments, used] = await Promise.all([
    repo.activeRules(deps.db),
    repo.unpaidInstalments(deps.db, saleId),
    repo.usedAutoKeys(deps.db, saleId),
  ]);
  let next: { rule: repo.RuleRecord; instalment: (typeof instalments)[number]; date: string } | null = null;
  for (const instalment of instalments) {
    for (const rule of rules) {
      const prefix = repo.autoKeyPrefix(rule.id, instalment.id, instalment.due_date);
      if ([...used].some((key) => key.startsWith(prefix))) continue;
      if (rule.type === 'reminder' && today > instalment.due_date) continue;
      const day = addDays(instalment.due_date, rule.days_offset);
      if (day <= addDays(today, -CATCH_UP_DAYS)) continue;
      const date = day < today ? today : day;
      if (!next || date < next.date) next = { rule, instalment, date };
    }
  }
  if (!next) return null;
  const { rule, instalment, date } = next;
  return {
    instalment: {
      id: instalment.id,
      number: instalment.number,
      due_date: instalment.due_date,
      amount: instalment.amount,
    },
    rule_id: rule.id,
    type: rule.type,
    date,
    channels: rule.channels,
    messages: await previewRuleMessages(deps, ruleRequest(rule, saleId, instalment, today)),
  };
}
