import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';

import type { Localized } from '@boxify/design/locale';
import { ErrorCode, messageFor } from '@server/common/errors/error-codes';
import { languageOf } from '@server/common/i18n/language';

import { envelope } from './envelope';

const RAW_RESPONSE = 'boxify:raw-response';
const SUCCESS_MESSAGE = 'boxify:success-message';

// For the few routes that answer with something other than JSON (downloads, redirects).
export const RawResponse = () => SetMetadata(RAW_RESPONSE, true);

// An operation whose success the spec words itself (e.g. 'Registration successful! …').
export const SuccessMessage = (message: Localized) => SetMetadata(SUCCESS_MESSAGE, message);

@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const raw = this.reflector.getAllAndOverride<boolean>(RAW_RESPONSE, [context.getHandler(), context.getClass()]);
    if (raw || context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    // Operations are RPC-style POSTs: success is 200, whatever Nest's default for POST.
    const response = context.switchToHttp().getResponse<Response>();
    if (response.statusCode === 201) response.status(200);
    const language = languageOf(request.headers['prefer-language']);
    const custom = this.reflector.get<Localized | undefined>(SUCCESS_MESSAGE, context.getHandler());
    const msg = custom?.[language] ?? messageFor(ErrorCode.Success, language);
    return next.handle().pipe(map((data: unknown) => envelope(ErrorCode.Success, data ?? null, msg)));
  }
}
