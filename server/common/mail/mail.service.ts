import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';

import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';

import type { MailContent } from './mail-templates';

export type SentMail = { transport: 'smtp' | 'outbox'; messageId: string; path?: string };

// Sends over SMTP_URL; without it (the embedded default) each message becomes an .eml file
// under DATA_DIR/outbox/ and its path is logged, so a self-hoster can read codes and links.
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly smtp?: Transporter;
  private readonly outbox?: Transporter;
  readonly outboxDir: string;

  constructor(@InjectConfig() private readonly config: AppConfig) {
    this.outboxDir = resolve(config.DATA_DIR, 'outbox');
    if (config.SMTP_URL) this.smtp = createTransport(config.SMTP_URL);
    else this.outbox = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  onModuleDestroy(): void {
    this.smtp?.close();
  }

  async send(to: string, content: MailContent): Promise<SentMail> {
    const message = { from: this.config.MAIL_FROM, to, ...content };
    if (this.smtp) {
      const info = await this.smtp.sendMail(message);
      return { transport: 'smtp', messageId: info.messageId };
    }
    const info = (await this.outbox!.sendMail(message)) as { messageId: string; message: Buffer };
    await mkdir(this.outboxDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
    const path = join(this.outboxDir, name);
    await writeFile(path, info.message, { mode: 0o600 });
    this.logger.log(`No SMTP_URL: wrote the e-mail to ${path}`);
    return { transport: 'outbox', messageId: info.messageId, path };
  }
}
