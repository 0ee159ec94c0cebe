import { Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { ErrorCode } from '@server/common/errors/error-codes';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';

import { RequestCaller } from './caller.decorator';
import { SendCodeDto, sentCodeSchema } from './dto/auth.dto';
import type { Caller } from './support.service';
import { VerificationCodeService } from './verification-code.service';

@ApiTags('VerificationCode')
@Controller('uxa-center/support/VerificationCode')
export class VerificationCodeController {
  constructor(private readonly codes: VerificationCodeService) {}

  @Post('sendEmailVerifyCode')
  @Operation({
    access: 'public',
    summary: 'E-mails a 6-digit code (valid 10 minutes, single use) for sign-up or sign-in',
    description: 'At most one a minute per address, and a bounded number an hour per address and per caller.',
    response: sentCodeSchema,
    errors: [ErrorCode.RateLimited],
  })
  sendEmailVerifyCode(@ZodBody(SendCodeDto) body: SendCodeDto, @RequestCaller() caller: Caller) {
    return this.codes.send(body.email, caller.ip, caller.language);
  }
}
