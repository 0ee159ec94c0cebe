import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { ErrorCode } from '@server/common/errors/error-codes';
import { Operation } from '@server/common/openapi/operation.decorator';

import { HealthService, liveSchema, readySchema } from './health.service';

@ApiTags('Health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @Operation({ access: 'public', summary: 'Liveness: the process answers', response: liveSchema, input: 'none' })
  live() {
    return this.health.live();
  }

  @Get('ready')
  @Operation({
    access: 'public',
    summary: 'Readiness: the database and the job transport answer',
    description: 'Answers 503 with code 50300001 while a dependency is down.',
    response: readySchema,
    input: 'none',
    errors: [ErrorCode.Unavailable],
  })
  ready() {
    return this.health.ready();
  }
}
