import { applyDecorators, Body, type PipeTransform, Query } from '@nestjs/common';
import { ApiBody, ApiQuery } from '@nestjs/swagger';
import { z, type ZodType } from 'zod';
import * as zodLocales from 'zod/v4/locales';

import type { Language, Localized } from '@boxify/design/locale';
import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';

import { isZodDto, type ZodDto } from './zod-dto';

export type JsonSchema = Record<string, unknown>;

// The largest value a Postgres `integer` column holds: numbers stored in one (versions, positions, sequence
// numbers) are bounded by it in validation, so a larger one is a validation failure, not a database error.
export const DB_INT_MAX = 2_147_483_647;

const LOCALE_ERRORS = { en: zodLocales.en().localeError, zh: zodLocales.zhCN().localeError };

// zod → OpenAPI 3.0 schema for the swagger decorators.
export function toOpenApiSchema(schema: ZodType, io: 'input' | 'output' = 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

const PRODUCT_TEXT = 'text:';

// A validation message in the product's own words (the spec's texts), in both languages:
// `z.string().min(1, productText(PROJECT_TEXTS.nameRequired))`, the text from the domain's `*.texts.ts`.
// The answer's msg is then exactly that text.
export function productText(text: Localized): string {
  return `${PRODUCT_TEXT}${JSON.stringify(text)}`;
}

function readProductText(message: string): Localized | undefined {
  return message.startsWith(PRODUCT_TEXT) ? (JSON.parse(message.slice(PRODUCT_TEXT.length)) as Localized) : undefined;
}

// Validates `value` and throws the validation code naming the first bad field.
// `at` prefixes the paths when the value sits inside a larger body (e.g. `content`).
export function parseOrThrow<T extends ZodType>(
  schema: T,
  value: unknown,
  language: Language = 'en',
  at?: string,
): z.output<T> {
  const result = schema.safeParse(value, { error: LOCALE_ERRORS[language] });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
  const path = [...(at ? [at] : []), ...issue.path, ...(keys.length === 1 ? keys : [])].map(String).join('.');
  const field = path || (language === 'zh' ? '请求体' : 'body');
  const text = readProductText(issue.message);
  throw new AppException(
    ErrorCode.ValidationFailed,
    { field, reason: text?.[language] ?? issue.message },
    {
      message: text,
      data: {
        field: path,
        issues: result.error.issues.map((each) => ({
          path: [...(at ? [at] : []), ...each.path].join('.'),
          message: readProductText(each.message)?.[language] ?? each.message,
        })),
      },
    },
  );
}

// Pipes do not see the request, so the exception filter re-parses a failed value in the
// caller's language (see `localizeValidation`).
// Services throw it too, for values validated outside a pipe (`at` names where the value sits).
export class ZodPipeError extends Error {
  constructor(
    readonly schema: ZodType,
    readonly value: unknown,
    readonly at?: string,
  ) {
    super('Validation failed');
  }
}

export function localizeValidation(error: ZodPipeError, language: Language): AppException {
  try {
    parseOrThrow(error.schema, error.value, language, error.at);
  } catch (localized) {
    if (localized instanceof AppException) return localized;
  }
  return new AppException(ErrorCode.ValidationFailed, { field: 'body', reason: error.message });
}

class ZodPipe implements PipeTransform {
  constructor(private readonly schema: ZodType) {}

  transform(value: unknown): unknown {
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) throw new ZodPipeError(this.schema, value ?? {});
    return result.data;
  }
}

function schemaOf<T extends ZodType>(input: T | { readonly schema: T }): T {
  return isZodDto(input) ? (input.schema as T) : (input as T);
}

// `@ZodBody(schema)` or `@ZodBody(SomeDto)` validates the JSON body (unknown fields rejected by
// strict objects) and documents it in the OpenAPI file.
export function ZodBody(input: ZodType | ZodDto): ParameterDecorator {
  const schema = schemaOf(input);
  return (target, key, index) => {
    Body(new ZodPipe(schema))(target, key, index);
    if (key === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, key)!;
    ApiBody({ schema: toOpenApiSchema(schema, 'input'), required: true })(target, key, descriptor);
  };
}

export function ZodQuery(input: z.ZodObject | (ZodDto & { readonly schema: z.ZodObject })): ParameterDecorator {
  const schema = schemaOf(input);
  return (target, key, index) => {
    Query(new ZodPipe(schema))(target, key, index);
    if (key === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, key)!;
    const shape = toOpenApiSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    const decorators = Object.entries(shape.properties ?? {}).map(([name, property]) =>
      ApiQuery({ name, schema: property, required: shape.required?.includes(name) ?? false }),
    );
    applyDecorators(...decorators)(target, key, descriptor);
  };
}
