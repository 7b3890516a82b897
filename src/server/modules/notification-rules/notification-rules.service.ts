import type { z } from 'zod';
import type { MessageKey } from '@shared/i18n/messages';
import type { NotificationRule, notificationRuleBody } from '@shared/notifications/rules';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { notFound, ValidationFailed } from '../../platform/errors';
import * as repo from './notification-rules.repository';

/**
 * The automated run's rules (spec §4, issue 16): when, relative to an instalment's due date, which
 * channels and which document templates; with `create_task` the run also gives the sale's responsible
 * manager a task (notification-run.service.ts).
 */

type RuleBody = z.output<typeof notificationRuleBody>;

function present({ rule, sms_template_name, email_template_name }: repo.ListedRule): NotificationRule {
  return {
    id: rule.id,
    type: rule.type,
    days_offset: rule.days_offset,
    channels: rule.channels,
    sms_template_id: rule.sms_template_id,
    sms_template_name,
    email_template_id: rule.email_template_id,
    email_template_name,
    create_task: rule.create_task,
    active: rule.active,
    updated_at: rule.updated_at.toISOString(),
  };
}

export async function listRules(deps: AppDeps): Promise<{ data: NotificationRule[] }> {
  return { data: (await repo.listRules(deps.db)).map(present) };
}

export async function getRule(deps: AppDeps, id: number): Promise<NotificationRule> {
  const [row] = await repo.listRules(deps.db, id);
  if (!row) throw notFound();
  return present(row);
}

/** Each template named must be a document template of its channel's type (422 on its field otherwise). */
async function checkTemplates(deps: AppDeps, body: RuleBody): Promise<void> {
  const wanted = [
    {
      field: 'sms_template_id',
      id: body.sms_template_id,
      type: 'sms',
      key: 'notification_rules.sms_template_type',
    },
    {
      field: 'email_template_id',
      id: body.email_template_id,
      type: 'email',
      key: 'notification_rules.email_template_type',
    },
  ] as const;
  const ids = wanted.flatMap((w) => (w.id ? [w.id] : []));
  const found = new Map((await repo.templateTypes(deps.db, ids)).map((t) => [t.id, t.type]));
  const errors: Record<string, MessageKey[]> = {};
  for (const w of wanted) if (w.id && found.get(w.id) !== w.type) errors[w.field] = [w.key];
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
}

const values = (body: RuleBody): repo.RuleValues => ({
  type: body.type,
  days_offset: body.days_offset,
  channels: body.channels,
  sms_template_id: body.sms_template_id ?? null,
  email_template_id: body.email_template_id ?? null,
  create_task: body.create_task,
  active: body.active,
});

const snapshot = ({ id: _i, created_at: _c, updated_at: _u, ...rest }: repo.RuleRecord) => rest;

export async function createRule(
  deps: AppDeps,
  body: RuleBody,
  audit: AuditContext,
): Promise<NotificationRule> {
  await checkTemplates(deps, body);
  const id = await deps.db.transaction(async (tx) => {
    const created = await repo.insertRule(tx, values(body));
    await writeAudit(tx, audit, {
      action: 'create',
      entityType: 'notification_rule',
      entityId: created.id,
      after: snapshot(created),
    });
    return created.id;
  });
  return getRule(deps, id);
}

export async function updateRule(
  deps: AppDeps,
  id: number,
  body: RuleBody,
  audit: AuditContext,
): Promise<NotificationRule> {
  await checkTemplates(deps, body);
  await deps.db.transaction(async (tx) => {
    const before = await repo.findRule(tx, id);
    if (!before) throw notFound();
    const after = await repo.updateRule(tx, id, values(body));
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'notification_rule',
      entityId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
  });
  return getRule(deps, id);
}

/** Messages the rule already wrote stay in the log (their rule link is cleared). */
export async function deleteRule(deps: AppDeps, id: number, audit: AuditContext): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findRule(tx, id);
    if (!before) throw notFound();
    await repo.deleteRule(tx, id);
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'notification_rule',
      entityId: id,
      before: snapshot(before),
    });
  });
}
