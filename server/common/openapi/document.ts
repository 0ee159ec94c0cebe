import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

import { ERROR_CODES, ErrorCode } from '@server/common/errors/error-codes';

function errorCodeTable(): string {
  const rows = Object.entries(ERROR_CODES).map(
    ([code, info]) => `| ${code} | ${ErrorCode[Number(code)]} | ${info.status} | ${info.en} | ${info.zh} |`,
  );
  return ['| code | name | HTTP | en | zh |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}

export function buildOpenApiDocument(app: INestApplication, version: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Boxify API')
    .setVersion(version)
    .setDescription(
      [
        'Every answer is the envelope `{code, data, msg}`; `code` 0 is success and `msg` is in the language of the',
        '`prefer-language` header (`zh-CN` or `en-US`). Signed-in calls send the session token in `access-token`.',
        '',
        '## Answer codes',
        '',
        errorCodeTable(),
      ].join('\n'),
    )
    .addApiKey({ type: 'apiKey', in: 'header', name: 'access-token' }, 'access-token')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
  // `/api/<namespace>/<Service>/<method>` names its operation `<Service>_<method>`, whichever
  // controller class serves it (the Draft service spans several controllers).
  for (const [path, item] of Object.entries(document.paths)) {
    const match =
      /^\/api\/[\w-]+\/[\w-]+\/([A-Za-z]+)\/([A-Za-z0-9]+)$/.exec(path) ??
      /^\/api\/[\w-]+\/([A-Za-z]+)\/([A-Za-z0-9]+)$/.exec(path);
    if (!match) continue;
    for (const operation of Object.values(item) as { operationId?: string }[]) {
      if (operation && typeof operation === 'object' && 'operationId' in operation)
        operation.operationId = `${match[1]}_${match[2]}`;
    }
  }
  document.components ??= {};
  document.components.schemas = {
    ...document.components.schemas,
    ErrorCode: {
      type: 'integer',
      enum: Object.keys(ERROR_CODES).map(Number),
      description: errorCodeTable(),
    },
  };
  return document;
}
