import { Module } from '@nestjs/common';

import { AuthModule } from '@server/common/auth/auth.module';
import { APP_CONFIG } from '@server/common/config/app-config';
import { AccountModule } from '@server/accounts/account.module';
import { DraftModule } from '@server/panels/draft.module';

import { AgentCommandController } from './agent-command.controller';
import { AgentCreditsService } from './agent-credits.service';
import { AgentQueryController } from './agent-query.controller';
import { AgentQueryService } from './agent-query.service';
import { AgentSessionsService } from './agent-sessions.service';
import { AgentService } from './agent.service';
import { AttachmentService } from './attachments/attachment.service';
import { GenerationJob } from './generation.job';
import { DESIGNER_PROVIDER } from './providers/designer-provider';
import { createDesignerProvider } from './providers/provider.factory';

// The Boxify designer's sessions: prompts, the designer's steps and results, acceptance, credits.
@Module({
  imports: [AuthModule, AccountModule, DraftModule],
  controllers: [AgentCommandController, AgentQueryController],
  providers: [
    { provide: DESIGNER_PROVIDER, inject: [APP_CONFIG], useFactory: createDesignerProvider },
    AgentCreditsService,
    AgentSessionsService,
    AgentService,
    AgentQueryService,
    AttachmentService,
    GenerationJob,
  ],
})
export class AgentModule {}
