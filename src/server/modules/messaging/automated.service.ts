import type { NotificationChannel } from '@shared/notifications/messages';
import type { Db } from '../../db/client';
import type { TemplateConstants } from '../contracts/contract-data.service';
import type { AppDeps } from '../../platform/deps';
import {
  composeMessages,
  newMessages,
  preview,
  type ComposedMessage,
  type ServiceOrderRef,
  type TemplateChoice,
} from './compose.service';
import { enqueueMessages } from './message-queue.service';
import type { InstalmentRecord } from './messaging.repository';

/**
 * What the automated run asks messaging for: one rule's messages about one instalment of one sale, or of
 * its renovation or a container (`order`; the instalment is then one of theirs).
 */
export interface RuleMessages {
  saleId: number;
  ruleId: number;
  reason: 'reminder' | 'overdue';
  channels: readonly NotificationChannel[];
  templates: TemplateChoice;
  instalment: InstalmentRecord;
  order?: ServiceOrderRef | undefined;
  today: string;
  /** Read once for the whole run (the company, the custom fields). */
  constants?: TemplateConstants | undefined;
}

/**
 * A rule's messages about an instalment, composed from what is committed. The run composes on the pool
 * before it opens the transaction that queues them: its reads are then prepared statements built once
 * for the whole run rather than once per transaction.
 */
export const composeRuleMessages = (
  deps: Pick<AppDeps, 'db' | 'config'>,
  request: RuleMessages,
): Promise<ComposedMessage[]> =>
  composeMessages(deps, {
    saleId: request.saleId,
    topic: {
      reason: request.reason,
      instalment: request.instalment,
      ...(request.order ? { order: request.order } : {}),
    },
    channels: request.channels,
    templates: request.templates,
    today: request.today,
    constants: request.constants,
  });

/**
 * Logs and queues composed messages in the transaction, one per buyer and channel, each under the key
 * `keyPrefix` + `customer:channel`: a key used before is skipped, so running again sends nothing more.
 * They are delivered after any message someone sends by hand meanwhile (bulk priority).
 */
export async function enqueueRuleMessages(
  tx: Db,
  request: RuleMessages,
  messages: readonly ComposedMessage[],
  keyPrefix: string,
): Promise<number[]> {
  const rows = newMessages(
    messages,
    {
      reason: request.reason,
      trigger: 'automated',
      sale_id: request.saleId,
      ...(request.order
        ? { service_instalment_id: request.instalment.id }
        : { instalment_id: request.instalment.id }),
      rule_id: request.ruleId,
    },
    (m) => `${keyPrefix}${m.customer_id}:${m.channel}`,
  );
  return enqueueMessages(tx, rows, { bulk: true });
}

/** The same messages as previews, for the sale's planned reminder. */
export async function previewRuleMessages(deps: Pick<AppDeps, 'db' | 'config'>, request: RuleMessages) {
  return (await composeRuleMessages(deps, request)).map(preview);
}
