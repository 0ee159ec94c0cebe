import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

import { ERROR_CODES, ErrorCode } from '@server/common/errors/error-codes';
import { panelJsonSchema } from '@boxify/design/schema';

// Fields marked with this extension in their zod `.meta()` hold a whole design document.
export const DESIGN_PANEL = { 'x-design-panel': true } as const;

type Json = Record<string, unknown>;

// The kernel's panel schema as components: `DesignPanel` and its named parts (`FrameNode`, `Paint`, `Color`…, see
// DESIGN_SCHEMA_NAMES), its own `#/definitions/...` refs moved along.
function designPanelComponents(): Record<string, Json> {
  const { definitions = {}, ...panel } = panelJsonSchema('openapi-3.0', 'output') as Json & { definitions?: Json };
  const rename = (value: unknown): unknown =>
    JSON.parse(
      JSON.stringify(value).replace(
        /"#\/definitions\/([\w-]+)"/g,
        (_, name: string) => `"#/components/schemas/${name}"`,
      ),
    );
  const components: Record<string, Json> = { DesignPanel: rename(panel) as Json };
  for (const [name, schema] of Object.entries(definitions)) components[name] = rename(schema) as Json;
  return components;
}

// Replaces every field marked DESIGN_PANEL by a reference to the DesignPanel component.
function referenceDesignPanels(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(referenceDesignPanels);
  if (!value || typeof value !== 'object') return value;
  const object = value as Json;
  if (object['x-design-panel']) {
    return { allOf: [{ $ref: '#/components/schemas/DesignPanel' }], description: object.description };
  }
  return Object.fromEntries(Object.entries(object).map(([key, child]) => [key, referenceDesignPanels(child)]));
}

function errorCodeTable(): string {
  const rows = Object.entries(ERROR_CODES).map(
    ([code, info]) => `| ${code} | ${ErrorCode[Number(code)]} | ${info.status} | ${info.en} | ${info.zh} |`,
  );
  return ['| code | name | HTTP | en | zh |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}

// The enum carries its names (`x-enum-varnames`), so generated clients write `ErrorCode.VersionConflict`.
function errorCodeSchema() {
  const codes = Object.keys(ERROR_CODES).map(Number);
  return Object.assign(
    { type: 'integer' as const, enum: codes },
    { 'x-enum-varnames': codes.map((code) => ErrorCode[code]) },
    { description: errorCodeTable() },
  );
}

// A path parameter is a whole segment: an empty one is another path (no such operation), never this one's input.
function requireNonEmptyPathSegments(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as { parameters?: { in?: string; schema?: Json }[] }[]) {
      for (const parameter of operation?.parameters ?? []) {
        if (parameter.in === 'path' && parameter.schema?.type === 'string') parameter.schema.minLength ??= 1;
      }
    }
  }
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
  document.paths = referenceDesignPanels(document.paths) as typeof document.paths;
  requireNonEmptyPathSegments(document);
  const own = document.components?.schemas ?? {};
  const kernel = designPanelComponents();
  // The document's parts share the components' namespace with the API's own: a clash must not overwrite one.
  const clash = Object.keys(kernel).filter((name) => name === 'ErrorCode' || name in own);
  if (clash.length) throw new Error(`OpenAPI component names used twice: ${clash.join(', ')}`);
  document.components = { ...document.components, schemas: { ...own, ...kernel, ErrorCode: errorCodeSchema() } };
  return document;
}
