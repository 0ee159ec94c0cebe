import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';

import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';

const CONSUMES = 'boxify:consumes';

// Routes that take something other than JSON (uploads) name the media types they accept.
export const Consumes = (...mediaTypes: string[]) => SetMetadata(CONSUMES, mediaTypes);

function hasBody(request: Request): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > 0 || request.headers['transfer-encoding'] !== undefined;
}

// A body in an unexpected media type gets its own code instead of an empty, puzzling body.
@Injectable()
export class ContentTypeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    if (!hasBody(request)) return true;
    const accepted = this.reflector.getAllAndOverride<string[]>(CONSUMES, [
      context.getHandler(),
      context.getClass(),
    ]) ?? ['application/json'];
    const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (accepted.includes(type)) return true;
    throw new AppException(ErrorCode.UnsupportedMediaType, { type: type || '(none)', expected: accepted.join(', ') });
  }
}
