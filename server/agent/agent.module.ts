import { Module } from '@nestjs/common';

import { SessionGuardModule } from '@server/common/auth/session-guard.module';
import { APP_CONFIG } from '@server/common/config/app-config';
import { AccountsModule } from '@server/accounts/accounts.module';
import { PanelsModule } from '@server/panels/panels.module';
import { LibrariesModule } from '@server/libraries/libraries.module';

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
  imports: [SessionGuardModule, AccountsModule, PanelsModule, LibrariesModule],
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
