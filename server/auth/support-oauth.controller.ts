import { Controller, Get, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { z } from 'zod';

import { ErrorCode } from '@server/common/errors/error-codes';
import { RawResponse } from '@server/common/http/envelope.interceptor';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';

import { AuthorizationRequestDto, authorizationSchema } from './dto/oauth.dto';
import { OAuthCallbackGuard, OAuthStartGuard } from './oauth/oauth.guards';
import { OAuthService } from './oauth/oauth.service';

@ApiTags('OAuth')
@Controller('uxa-center/support/OAuth')
export class OAuthController {
  constructor(private readonly oauth: OAuthService) {}

  @Post('authorizationLoginRequest')
  @UseGuards(OAuthStartGuard)
  @Operation({
    access: 'public',
    summary: "Starts a third-party sign-in: the provider's authorization URL (PKCE S256) and its state",
    response: authorizationSchema,
    errors: [ErrorCode.ProviderDisabled, ErrorCode.RedirectNotAllowed],
  })
  authorizationLoginRequest(@ZodBody(AuthorizationRequestDto) body: AuthorizationRequestDto, @Req() request: Request) {
    return this.oauth.authorizationRequest(body.thirdType, body.redirectUrl, request);
  }

  @Get('callback/:provider')
  @UseGuards(OAuthCallbackGuard)
  @ApiResponse({
    status: 302,
    description: 'Redirects to redirectUrl with ?authCode=… or ?authError=third_party_login_failed',
  })
  @RawResponse()
  @Operation({
    access: 'public',
    summary:
      "The provider's redirect: redirects to redirectUrl with ?authCode=… (or ?authError=third_party_login_failed)",
    response: z.null(),
    input: 'query',
    // A provider segment that is not valid percent-encoded UTF-8 cannot be read at all.
    errors: [ErrorCode.BadRequest],
  })
  async callback(@Param('provider') provider: string, @Req() request: Request, @Res() response: Response) {
    response.redirect(302, await this.oauth.callback(provider, request));
  }
}
