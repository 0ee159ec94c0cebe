import type { z, ZodType } from 'zod';

// A DTO made from a zod schema: the class names the parameter's type, and its static `schema` is what
// `@ZodBody` / `@ZodQuery` validate and document. The class has no decorated properties: the zod
// schema stays the one source of the OpenAPI shape.
export type ZodDto<T extends ZodType = ZodType> = {
  readonly schema: T;
  new (): z.output<T>;
};

// `export class CreatePanelDto extends createZodDto(createPanelSchema) {}`, then
// `@ZodBody(CreatePanelDto) body: CreatePanelDto`.
export function createZodDto<T extends ZodType>(schema: T): ZodDto<T> {
  class ZodDtoClass {
    static readonly schema = schema;
  }
  return ZodDtoClass as unknown as ZodDto<T>;
}

export function isZodDto(value: unknown): value is ZodDto {
  return typeof value === 'function' && 'schema' in value;
}
