import { applyDecorators } from '@nestjs/common';
import { ApiExtension, ApiOperation, ApiResponse } from '@nestjs/swagger';
import type { ZodType } from 'zod';

import { ERROR_CODES, ErrorCode } from '@server/common/errors/error-codes';
import { type JsonSchema, toOpenApiSchema } from '@server/common/validation/zod';

export function envelopeSchema(data: JsonSchema, code?: ErrorCode[]): JsonSchema {
  return {
    type: 'object',
    required: ['code', 'data', 'msg'],
    properties: {
      code: code ? { type: 'integer', enum: code } : { type: 'integer' },
      data,
      msg: { type: 'string' },
    },
  };
}

// Codes any operation can answer for its kind of input, and the unexpected.
const INPUT_ERRORS = {
  body: [
    ErrorCode.MalformedJson,
    ErrorCode.ValidationFailed,
    ErrorCode.PayloadTooLarge,
    ErrorCode.UnsupportedMediaType,
    ErrorCode.UnsupportedContentEncoding,
  ],
  // A URL past Node's header limit (16 KB) is answered before routing: any operation read from the URL can get it.
  query: [ErrorCode.ValidationFailed, ErrorCode.HeadersTooLarge],
  none: [],
};

// Who may call an operation, published as `x-access` and checked by test/api/authorization-matrix.spec.ts:
// public — anyone; signed-in — any session; owner — only the owner of the ids it names (others get the
// not-found code); share-view — anyone holding the panel's share link; share-edit — a signed-in caller
// holding it, whose plan (and the link, for an edit) allows the change (else 44002001).
export const ACCESS_LEVELS = ['public', 'signed-in', 'owner', 'share-view', 'share-edit'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export type OperationOptions = {
  access: Access;
  summary: string;
  description?: string;
  response: ZodType;
  errors?: ErrorCode[];
  // What the operation reads; a POST with a JSON body unless told otherwise.
  input?: keyof typeof INPUT_ERRORS;
  // A file answer (an image, a zip): its content types on success; failures are still the JSON envelope.
  produces?: string[];
};

// Documents an operation: summary, the enveloped answer and every code it can answer,
// grouped by HTTP status. The operationId comes from `<Service>_<method>` (see document.ts).
export function Operation(options: OperationOptions): MethodDecorator {
  const codes = [...new Set([...(options.errors ?? []), ...INPUT_ERRORS[options.input ?? 'body'], ErrorCode.Internal])];
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_CODES[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const errorResponses = [...byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, group]) =>
      ApiResponse({
        status,
        description: group.map((code) => `${code}: ${ERROR_CODES[code].en}`).join('; '),
        schema: envelopeSchema({ nullable: true }, group),
      }),
    );
  return applyDecorators(
    ApiOperation({ summary: options.summary, description: options.description }),
    ApiExtension('x-access', options.access),
    options.produces
      ? ApiResponse({
          status: 200,
          description: `the file (${options.produces.join(', ')})`,
          content: Object.fromEntries(
            options.produces.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
          ),
        })
      : ApiResponse({
          status: 200,
          description: 'code 0: success',
          schema: envelopeSchema(toOpenApiSchema(options.response), [0]),
        }),
    ...errorResponses,
  );
}
