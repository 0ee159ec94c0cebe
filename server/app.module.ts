import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';

import { SessionGuardModule } from '@server/common/auth/session-guard.module';
import { AppConfigModule } from '@server/common/config/config.module';
import { DatabaseModule } from '@server/common/database/database.module';
import { RepositoriesModule } from '@server/common/database/repositories.module';
import { TransactionsModule } from '@server/common/database/transactions';
import { ContentTypeGuard } from '@server/common/http/content-type.guard';
import { EnvelopeInterceptor } from '@server/common/http/envelope.interceptor';
import { EnvelopeExceptionFilter } from '@server/common/http/exception.filter';
import { LoggingModule } from '@server/common/http/logging.module';
import { JobsModule } from '@server/common/jobs/jobs.module';
import { RenderModule } from '@server/common/render/render.service';
import { StorageModule } from '@server/common/storage/storage.module';
import { ExportsModule } from '@server/exports/exports.module';
import { PanelsModule } from '@server/panels/panels.module';
import { HealthModule } from '@server/health/health.module';
import { IconsModule } from '@server/icons/icons.module';
import { LibrariesModule } from '@server/libraries/libraries.module';
import { ProjectsModule } from '@server/projects/projects.module';
import { AccountsModule } from '@server/accounts/accounts.module';
import { AgentModule } from '@server/agent/agent.module';
import { AnalyticsModule } from '@server/analytics/analytics.module';
import { AuthModule } from '@server/auth/auth.module';
import { MaterialsModule } from '@server/materials/materials.module';
import { PaymentsModule } from '@server/payments/payments.module';
import { SystemModule } from '@server/system/system.module';
import { TasksModule } from '@server/tasks/tasks.module';

// Feature modules, shared by the API process and the worker.
export const FEATURE_MODULES = [
  HealthModule,
  SystemModule,
  AccountsModule,
  AuthModule,
  ProjectsModule,
  PanelsModule,
  TasksModule,
  ExportsModule,
  IconsModule,
  LibrariesModule,
  AgentModule,
  MaterialsModule,
  AnalyticsModule,
  PaymentsModule,
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
        RenderModule,
        SessionGuardModule,
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
