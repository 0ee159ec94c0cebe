import { Body, Controller, Module, Post } from '@nestjs/common';
import { z } from 'zod';

import { Consumes } from '@server/common/http/content-type.guard';
import { productText, ZodBody } from '@server/common/validation/zod';

export const probeSchema = z.strictObject({
  name: z
    .string()
    .min(1)
    .max(20, productText({ en: 'project name cannot exceed 20 characters', zh: '项目名称不能超过 20 个字符' })),
  width: z.number().int().min(375),
  tags: z.array(z.string()).optional(),
});

// A probe operation for the request pipeline shared by every real operation.
@Controller('probe/Probe')
class ProbeController {
  @Post('echo')
  echo(@ZodBody(probeSchema) body: z.infer<typeof probeSchema>) {
    return body;
  }

  @Post('upload')
  @Consumes('text/plain')
  upload(@Body() body: unknown) {
    return { received: typeof body };
  }
}

@Module({ controllers: [ProbeController] })
export class ProbeModule {}
