import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to the text; the message then has both parts. */
  html?: string;
}

export interface MailDelivery {
  /** The Message-ID the message went out with. */
  messageId: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<MailDelivery>;
}

/**
 * SMTP when MAIL_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox, so a demo
 * without a mail server still shows what would have been sent.
 */
export function createMailer(options: {
  mailUrl?: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { from, log } = options;
  if (options.mailUrl) {
    const transport: Transporter = nodemailer.createTransport(options.mailUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from, ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
        return { messageId: String(info.messageId ?? '') };
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await writer.sendMail({ from, ...message });
      await mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
      return { messageId: String(info.messageId ?? '') };
    },
  };
}
