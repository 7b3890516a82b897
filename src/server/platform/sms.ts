import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

interface SmsDelivery {
  channel: 'provider' | 'outbox';
  /** The gateway's message id, or the outbox file. */
  reference: string;
}

export interface SmsSender {
  /** Sends one text to one number; throws with the gateway's reason when it refuses. */
  send(phone: string, text: string): Promise<SmsDelivery>;
}

const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * The gateway when SMS_URL is set: a form POST of key, destination, sender and content, answered with
 * `{ Success, Message, Output, ErrorCode }` as Georgian gateways (smsoffice.ge v2) do. Without one,
 * each message is a JSON file in DATA_DIR/sms-outbox, so the demo and the tests can read what was sent.
 */
export function createSmsSender(options: {
  url?: string | undefined;
  apiKey: string;
  sender: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): SmsSender {
  const { url, log } = options;
  if (url) {
    return {
      async send(phone, text) {
        const form = new URLSearchParams({
          key: options.apiKey,
          destination: phone.replace(/^\+/, ''),
          sender: options.sender,
          content: text,
          urgent: 'true',
        });
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        });
        const answer = (await response.json().catch(() => null)) as {
          Success?: boolean;
          Message?: string;
          Output?: string;
          ErrorCode?: number;
        } | null;
        if (!response.ok || !answer?.Success)
          throw new Error(answer?.Message || `SMS gateway answered ${response.status}`);
        log.info({ phone, reference: answer.Output }, 'sms sent');
        return { channel: 'provider', reference: String(answer.Output ?? '') };
      },
    };
  }
  const outbox = path.join(options.dataDir, 'sms-outbox');
  return {
    async send(phone, text) {
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.json`;
      await writeFile(
        path.join(outbox, name),
        JSON.stringify({ to: phone, sender: options.sender, text }, null, 2),
      );
      log.info({ phone, file: name }, 'sms written to outbox');
      return { channel: 'outbox', reference: name };
    },
  };
}
