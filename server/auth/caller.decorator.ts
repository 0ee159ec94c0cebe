import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

import { languageOf } from '@server/common/i18n/language';

import type { Caller } from './support.service';

// Who is calling, for rate limits and the language of e-mails.
export const RequestCaller = createParamDecorator((_data: unknown, context: ExecutionContext): Caller => {
  const request = context.switchToHttp().getRequest<Request>();
  return { ip: request.ip ?? 'unknown', language: languageOf(request.headers['prefer-language']) };
});
