import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

import { languageOf } from './language';

// The caller's language from `prefer-language`, for texts the server writes (default names, mail).
export const CallerLanguage = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  languageOf(context.switchToHttp().getRequest<Request>().headers['prefer-language']),
);
