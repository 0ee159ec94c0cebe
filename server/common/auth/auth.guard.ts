import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';

import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';

import { ACCESS_TOKEN_HEADER, AUTHENTICATED, type AuthenticatedRequest } from './auth.decorators';
import { SessionService } from './session.service';

// Reads the `access-token` header on every call: the user is attached when the token is valid,
// and `@Authenticated()` operations refuse calls without one.
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request & AuthenticatedRequest>();
    const header = request.headers[ACCESS_TOKEN_HEADER];
    const token = (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
    const required = this.reflector.getAllAndOverride<boolean>(AUTHENTICATED, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (token) {
      request.user = await this.sessions.resolve(token);
      if (request.user) request.accessToken = token;
    }
    if (required && !request.user) throw new AppException(ErrorCode.Unauthenticated);
    return true;
  }
}
