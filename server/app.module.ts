import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';

import { AuthModule } from '@server/common/auth/auth.module';
import { AppConfigModule } from '@server/common/config/config.module';
import { DatabaseModule } from '@server/common/database/database.module';
import { RepositoriesModule } from '@server/common/database/repositories.module';
import { TransactionsModule } from '@server/common/database/transactions';
import { ContentTypeGuard } from '@server/common/http/content-type.guard';
import { EnvelopeInterceptor } from '@server/common/http/envelope.interceptor';
import { EnvelopeExceptionFilter } from '@server/common/http/exception.filter';
import { LoggingModule } from '@server/common/http/logging.module';
import { JobsModule } from '@server/common/jobs/jobs.module';
import { StorageModule } from '@server/common/storage/storage.module';
import { DesignSystemModule } from '@server/exports/design-system.module';
import { DraftModule } from '@server/panels/draft.module';
import { HealthModule } from '@server/health/health.module';
import { KnowledgeModule } from '@server/icons/knowledge.module';
import { LibraryModule } from '@server/libraries/library.module';
import { ProjectModule } from '@server/projects/project.module';
import { AccountModule } from '@server/accounts/account.module';
import { AgentModule } from '@server/agent/agent.module';
import { SupportModule } from '@server/auth/support.module';
import { TemplateModule } from '@server/materials/template.module';
import { SystemModule } from '@server/system/system.module';
import { WorkflowModule } from '@server/tasks/workflow.module';

// Feature modules, shared by the API process and the worker.
export const FEATURE_MODULES = [
  HealthModule,
  SystemModule,
  AccountModule,
  SupportModule,
  ProjectModule,
  DraftModule,
  WorkflowModule,
  DesignSystemModule,
  KnowledgeModule,
  LibraryModule,
  AgentModule,
  TemplateModule,
];

@Module({})
export class AppModule {
  // `extra` lets tests mount probe modules beside the real ones.
  static forRoot(databaseUrl: string, extra: Type[] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule,
        LoggingModule,
        DatabaseModule.forRoot(databaseUrl),
        TransactionsModule,
        RepositoriesModule,
        JobsModule,
        StorageModule,
        AuthModule,
        ...FEATURE_MODULES,
        ...extra,
      ],
      providers: [
        { provide: APP_FILTER, useClass: EnvelopeExceptionFilter },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
        { provide: APP_GUARD, useClass: ContentTypeGuard },
      ],
    };
  }
}
