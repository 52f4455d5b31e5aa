import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** One e-mail to one person, in both a plain text and an HTML part. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Sends the message, or writes it to the outbox; rejects when the SMTP server refuses it or cannot be reached. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailSettings {
  /** smtp://user:pass@host:587 or smtps://…:465 (nodemailer's connection URL, options such as ?ignoreTLS=true included). */
  smtpUrl?: string | undefined;
  /** The sender every message shows ('Aula <no-reply@aula.local>' when unset). */
  from?: string | undefined;
  /** Where each message goes as an .eml file when there is no SMTP server. */
  outboxDir: string;
}

export const defaultMailFrom = 'Aula <no-reply@aula.local>';

/** The web addresses in a text, which is what the person running an outbox needs to pass on. */
const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

/**
 * E-mail through nodemailer: to the SMTP server at `smtpUrl`, or, without one (`npm start` on a classroom machine),
 * into an outbox: each message is written whole as an .eml file (any mail program opens it) and its links are
 * logged as a warning, so whoever runs the product can pass a reset link on by hand. The links are logged only
 * then: with a real server, a log line must not hold what only the recipient may read.
 */
export function createMailer({ smtpUrl, from = defaultMailFrom, outboxDir }: MailSettings, log: FastifyBaseLogger): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from, ...message });
        log.info({ messageId: info.messageId }, 'e-mail sent');
      },
      close: () => transport.close(),
    };
  }
  // The stream transport builds the raw message (headers, both parts, encodings) without sending it.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.warn({ file, to: message.to }, `E-mail not sent (no SMTP_URL), kept in the outbox. Its links: ${linksIn(message.text).join(' ')}`);
    },
    close: () => transport.close(),
  };
}
