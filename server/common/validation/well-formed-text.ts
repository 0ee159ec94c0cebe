import type { NextFunction, Request, Response } from 'express';

import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';

import { VALIDATION_TEXTS } from './validation.texts';

// Postgres cannot store U+0000 in text or jsonb, and a lone UTF-16 surrogate (half an emoji, e.g. from a
// text cut in the middle of a pair) is no character at all. Every request passes here once, before any
// guard, pipe or service reads it:
// - U+0000 in a body string or key, a query value or the path → the validation code naming the field;
// - a lone surrogate in the body → U+FFFD, what any UTF-8 encoder writes for it, so an autosave with a
//   broken emoji still saves (query strings and paths cannot carry one: bad percent-encodings stay as typed).

const NUL = '\u0000';
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const wellFormed = (text: string): string => text.replace(LONE_SURROGATES, '\uFFFD');

export function nulRejected(at: string): AppException {
  const field = at || 'body';
  const reason = VALIDATION_TEXTS.containsNul;
  return new AppException(
    ErrorCode.ValidationFailed,
    { field, reason },
    { data: { field, issues: [{ path: field, message: reason.en }] } },
  );
}

type Slot = { holder: Record<string, unknown> | unknown[]; key: string | number; path: string };

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

// Checks and mends a parsed JSON value in place (iteratively: a deeply nested body cannot overflow the
// stack here). Answers the mended value (a top-level string is replaced, not mutated).
export function mendJson(value: unknown, root: string): unknown {
  if (typeof value === 'string') {
    if (value.includes(NUL)) throw nulRejected(root);
    return wellFormed(value);
  }
  const pending: Slot[] = [];
  const visit = (container: unknown, path: string) => {
    if (Array.isArray(container)) {
      container.forEach((_, index) => pending.push({ holder: container, key: index, path: join(path, index) }));
    } else if (container && typeof container === 'object') {
      const record = container as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        if (key.includes(NUL)) throw nulRejected(join(path, key.replaceAll(NUL, '\\u0000')));
        const mended = wellFormed(key);
        if (mended !== key) {
          record[mended] = record[key];
          delete record[key];
        }
        pending.push({ holder: record, key: mended, path: join(path, mended) });
      }
    }
  };
  visit(value, root);
  for (let slot = pending.pop(); slot; slot = pending.pop()) {
    const inner = (slot.holder as Record<string | number, unknown>)[slot.key];
    if (typeof inner === 'string') {
      if (inner.includes(NUL)) throw nulRejected(slot.path);
      (slot.holder as Record<string | number, unknown>)[slot.key] = wellFormed(inner);
    } else visit(inner, slot.path);
  }
  return value;
}

// Express middleware, mounted right after the JSON body parser.
export function wellFormedText(request: Request, _response: Response, next: NextFunction): void {
  try {
    if (/%00/i.test(request.path) || request.path.includes(NUL)) throw nulRejected('path');
    const query = request.query as unknown;
    if (query && typeof query === 'object') mendJson(query, '');
    if (request.body !== undefined) request.body = mendJson(request.body, '');
    next();
  } catch (error) {
    next(error);
  }
}
