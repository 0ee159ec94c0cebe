import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';

import { AuthGuard } from './auth.guard';
import { SessionCache } from './session-cache';
import { SessionService } from './session.service';

// Sessions and the global auth guard; every module that issues or reads sessions imports it.
@Module({
  providers: [SessionService, SessionCache, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [SessionService],
})
export class SessionGuardModule {}
