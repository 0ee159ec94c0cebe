import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';

import { isDatabaseUnavailable } from '@server/common/database/unavailable';
import { AppException } from '@server/common/errors/app.exception';
import { ERROR_CODES, ErrorCode, messageFor } from '@server/common/errors/error-codes';
import { languageOf } from '@server/common/i18n/language';
import { localizeValidation, ZodPipeError } from '@server/common/validation/zod';

import { envelope } from './envelope';

const STATUS_CODES: Record<number, ErrorCode> = {
  400: ErrorCode.BadRequest,
  401: ErrorCode.Unauthenticated,
  403: ErrorCode.NoPermission,
  404: ErrorCode.NotFound,
  405: ErrorCode.MethodNotAllowed,
  409: ErrorCode.Conflict,
  413: ErrorCode.PayloadTooLarge,
  415: ErrorCode.UnsupportedMediaType,
  422: ErrorCode.ValidationFailed,
  429: ErrorCode.RateLimited,
  503: ErrorCode.Unavailable,
};

const RETRY_AFTER = { 'Retry-After': '5' };

type BodyParserError = Error & { type?: string; status?: number; limit?: number; charset?: string; code?: string };

// Turns anything thrown into an AppException, so the answer is always the envelope.
export function toAppException(error: unknown, request: Request): AppException | undefined {
  if (error instanceof AppException) return error;
  if (error instanceof ZodPipeError) return localizeValidation(error, languageOf(request.headers['prefer-language']));
  // Nest wraps body-parser errors in an HttpException whose cause keeps the parser's `type`.
  const parserError = (error instanceof HttpException ? error.cause : error) as BodyParserError | undefined;
  switch (parserError?.type) {
    case 'entity.parse.failed':
      return new AppException(ErrorCode.MalformedJson);
    case 'entity.too.large':
      return new AppException(ErrorCode.PayloadTooLarge, { limit: formatBytes(parserError.limit) });
    case 'encoding.unsupported':
      return new AppException(ErrorCode.UnsupportedContentEncoding, {
        encoding: String(request.headers['content-encoding'] ?? ''),
      });
    case 'charset.unsupported':
      return new AppException(ErrorCode.UnsupportedMediaType, {
        type: String(request.headers['content-type'] ?? ''),
        expected: 'application/json; charset=utf-8',
      });
    default:
      // A gzip, deflate or br body that does not decompress is as unreadable as broken JSON.
      if (parserError?.code?.startsWith('Z_') || parserError?.code?.startsWith('ERR__ERROR')) {
        return new AppException(ErrorCode.MalformedJson);
      }
      break;
  }
  // Postgres stopped or restarting: a moment's outage, not a fault of the request.
  if (isDatabaseUnavailable(error)) return new AppException(ErrorCode.Unavailable, {}, { headers: RETRY_AFTER });
  if (error instanceof HttpException) {
    const status = error.getStatus();
    if (status === 404 && /^Cannot \w+ /.test(error.message)) {
      return new AppException(ErrorCode.RouteNotFound, { path: request.originalUrl.split('?')[0] });
    }
    const code = STATUS_CODES[status];
    if (code !== undefined) {
      return new AppException(code, { reason: error.message, what: request.path, seconds: 60, limit: '', field: '' });
    }
  }
  return undefined;
}

function formatBytes(bytes: number | undefined): string {
  if (!bytes) return 'the limit';
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

export function sendError(error: unknown, request: Request, response: Response, logger: Logger): void {
  const language = languageOf(request.headers['prefer-language']);
  const known = toAppException(error, request);
  if (!known) {
    // Unknown errors are logged with their stack and answered without it.
    logger.error({ err: error, path: request.path }, 'Unhandled error');
  }
  const exception = known ?? new AppException(ErrorCode.Internal);
  const msg = exception.options.message?.[language] ?? messageFor(exception.code, language, exception.params);
  for (const [name, value] of Object.entries(exception.options.headers ?? {})) response.setHeader(name, value);
  if (response.headersSent) return;
  response
    .status(ERROR_CODES[exception.code].status)
    .json(envelope(exception.code, exception.options.data ?? null, msg));
}

@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    sendError(error, http.getRequest<Request>(), http.getResponse<Response>(), this.logger);
  }
}
