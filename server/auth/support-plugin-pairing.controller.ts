import { Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { Authenticated, CurrentUser } from '@server/common/auth/auth.decorators';
import type { CurrentUserInfo } from '@server/common/auth/session.service';
import { ErrorCode } from '@server/common/errors/error-codes';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';

import { RequestCaller } from './caller.decorator';
import {
  ConfirmPairingDto,
  pairingConfirmedSchema,
  pairingPollSchema,
  pairingStartedSchema,
  PollPairingDto,
} from './dto/pairing.dto';
import { PairingService } from './pairing/pairing.service';
import type { Caller } from './support.service';

@ApiTags('PluginPairing')
@Controller('uxa-center/support/PluginPairing')
export class PluginPairingController {
  constructor(private readonly pairing: PairingService) {}

  @Post('startPairing')
  @Operation({
    access: 'public',
    summary: 'A plugin starts signing in: a device code to poll with and a user code to show (valid 10 minutes)',
    description: 'At most 10 an address every 10 minutes.',
    response: pairingStartedSchema,
    errors: [ErrorCode.RateLimited],
  })
  startPairing(@RequestCaller() caller: Caller) {
    return this.pairing.start(caller.ip);
  }

  @Authenticated()
  @Post('confirmPairing')
  @Operation({
    access: 'signed-in',
    summary: 'The signed-in user confirms the code a plugin shows: the plugin may then take its token',
    description: 'At most 10 confirmations a user every 10 minutes.',
    response: pairingConfirmedSchema,
    errors: [ErrorCode.Unauthenticated, ErrorCode.PairingCodeInvalid, ErrorCode.RateLimited],
  })
  confirmPairing(@CurrentUser() user: CurrentUserInfo, @ZodBody(ConfirmPairingDto) body: ConfirmPairingDto) {
    return this.pairing.confirm(user.id, body.userCode);
  }

  @Post('pollPairing')
  @Operation({
    access: 'public',
    summary: "The plugin's poll: waiting, or paired with its own session token (answered once)",
    description:
      'Poll every `interval` seconds. After the token is answered, or once the codes expire, the device code ' +
      'answers PairingCodeInvalid. The token is revoked by logging out with it.',
    response: pairingPollSchema,
    errors: [ErrorCode.PairingCodeInvalid, ErrorCode.RateLimited],
  })
  pollPairing(@ZodBody(PollPairingDto) body: PollPairingDto) {
    return this.pairing.poll(body.deviceCode);
  }
}
