import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { Operation } from '@server/common/openapi/operation.decorator';

import { HealthService, liveSchema, readySchema } from './health.service';

@ApiTags('Health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @Operation({ summary: 'Liveness: the process answers', response: liveSchema })
  live() {
    return this.health.live();
  }

  @Get('ready')
  @Operation({
    summary: 'Readiness: the database and the job transport answer',
    description: 'Answers 503 with code 50300001 while a dependency is down.',
    response: readySchema,
  })
  ready() {
    return this.health.ready();
  }
}
