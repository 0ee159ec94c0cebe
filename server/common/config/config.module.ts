import { Global, Module } from '@nestjs/common';
import { ConfigModule as NestConfigModule } from '@nestjs/config';

import { APP_CONFIG } from './app-config';
import { loadConfig } from './config.schema';

@Global()
@Module({
  imports: [NestConfigModule.forRoot({ ignoreEnvFile: true, validate: (env) => (loadConfig(env), env) })],
  providers: [{ provide: APP_CONFIG, useFactory: () => loadConfig() }],
  exports: [APP_CONFIG],
})
export class AppConfigModule {}
