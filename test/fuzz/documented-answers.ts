import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type Responses = Record<string, { content?: Record<string, unknown> }>;
type Document = { paths: Record<string, Record<string, { responses: Responses }>>; components: object };

export type Answer = { status: number; contentType: string; body: Buffer };

// OpenAPI 3.0 schema words in JSON Schema's: `nullable`, and the boolean `exclusiveMinimum`.
function toJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonSchema);
  if (!value || typeof value !== 'object') return value;
  const schema: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) schema[key] = key === 'enum' ? child : toJsonSchema(child);
  if (schema.nullable === true) {
    if (typeof schema.type === 'string') schema.type = [schema.type, 'null'];
    if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  }
  delete schema.nullable;
  if (schema.exclusiveMinimum === true) {
    schema.exclusiveMinimum = schema.minimum;
    delete schema.minimum;
  }
  return schema;
}

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

// Checks an answer against what the committed document says the operation answers: the status is listed,
// the content type is one listed for it, and a JSON body validates against its schema.
export class DocumentedAnswers {
  private readonly ajv = new Ajv({ strict: false, allErrors: false });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: Document) {
    addFormats(this.ajv);
    this.ajv.addSchema({ ...(toJsonSchema(document) as object), $id: 'openapi' });
  }

  // Why the answer breaks the document, or undefined when it keeps to it.
  mismatch(path: string, method: string, answer: Answer): string | undefined {
    const documented = this.document.paths[path][method].responses[String(answer.status)];
    if (!documented) return `status ${answer.status} is not documented`;
    const types = Object.keys(documented.content ?? {});
    if (types.length === 0) return undefined;
    const type = types.find((listed) => answer.contentType.startsWith(listed));
    if (!type) return `content type ${answer.contentType || '(none)'} is not one of ${types.join(', ')}`;
    if (type !== 'application/json') return answer.body.length > 0 ? undefined : 'empty body';
    let body: unknown;
    try {
      body = JSON.parse(answer.body.toString('utf8'));
    } catch {
      return 'the body is not JSON';
    }
    const validate = this.validator(
      'paths',
      path,
      method,
      'responses',
      String(answer.status),
      'content',
      type,
      'schema',
    );
    if (validate(body)) return undefined;
    return `body does not match: ${this.ajv.errorsText(validate.errors)}`;
  }

  // The validator of the schema at a place in the document (its JSON pointer's parts).
  validator(...parts: string[]): ValidateFunction {
    const key = pointer('', ...parts);
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.getSchema(`openapi#${key}`)!;
      this.validators.set(key, validate);
    }
    return validate;
  }
}
