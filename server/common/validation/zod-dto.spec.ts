import { z } from 'zod';

import { createZodDto, isZodDto } from './zod-dto';

describe('createZodDto', () => {
  const schema = z.strictObject({ panelId: z.uuid() });
  class PanelIdDto extends createZodDto(schema) {}

  it('keeps the schema on the class, for the pipes and the OpenAPI document', () => {
    expect(PanelIdDto.schema).toBe(schema);
    expect(isZodDto(PanelIdDto)).toBe(true);
    expect(isZodDto(schema)).toBe(false);
  });

  it('types a parameter as what the schema answers', () => {
    const body: PanelIdDto = PanelIdDto.schema.parse({ panelId: '6f1c1a8e-2b8f-4c57-9d1e-0b4f3c2a1d10' });
    expect(body.panelId).toHaveLength(36);
  });
});
