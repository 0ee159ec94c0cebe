import { Injectable, type OnModuleInit } from '@nestjs/common';

import type { Language } from '@boxify/design/locale';
import type { UserEntity } from '@server/common/auth/entities/user.entity';
import { newOpaqueToken, sha256Hex } from '@server/common/auth/tokens';
import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';
import type { JobContext } from '@server/common/jobs/job-handler';
import { JobsService } from '@server/common/jobs/jobs.service';
import { QueueName } from '@server/common/jobs/queue-name';
import { activationMail } from '@server/common/mail/mail-templates';
import { MailService } from '@server/common/mail/mail.service';

import { AccountActivationRepository } from './account-activation.repository';
import { normalizeEmail, UsersService } from './users.service';

export const ACTIVATION_PATH = '/api/uxa-center/support/Support/activate';
export const ACTIVATION_RESEND_JOB = 'account.activation-resend';

const HOUR = 3600;

type ResendPayload = { email: string; language: Language };

// Activation links: made and mailed now (sign-up), or for a resend request in a background job. A resend
// request only enqueues, whoever the address belongs to, so its answer and its cost are the same for a
// pending account, an active one and no account at all; the job decides whether a link goes out.
@Injectable()
export class ActivationMail implements OnModuleInit {
  constructor(
    private readonly activations: AccountActivationRepository,
    @InjectConfig() private readonly config: AppConfig,
    private readonly jobs: JobsService,
    private readonly mail: MailService,
    private readonly users: UsersService,
  ) {}

  onModuleInit(): void {
    this.jobs.register<ResendPayload, null>({
      kind: ACTIVATION_RESEND_JOB,
      queue: QueueName.Mail,
      run: (context) => this.resendNow(context),
    });
  }

  async requestResend(email: string, language: Language): Promise<void> {
    await this.jobs.enqueue(ACTIVATION_RESEND_JOB, { email: normalizeEmail(email), language });
  }

  async send(user: UserEntity, language: Language): Promise<void> {
    const token = newOpaqueToken();
    await this.activations.add({
      tokenHash: sha256Hex(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + this.config.ACTIVATION_TTL_HOURS * HOUR * 1000),
    });
    const link = `${this.config.publicUrl}${ACTIVATION_PATH}?token=${token}`;
    await this.mail.send(user.email!, activationMail(language, link, this.config.ACTIVATION_TTL_HOURS));
  }

  private async resendNow({ payload }: JobContext<ResendPayload>) {
    const user = await this.users.findByEmail(payload.email);
    if (user?.status === 'pending') await this.send(user, payload.language);
    return { result: null };
  }
}
