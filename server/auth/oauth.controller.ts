import { Controller, Get, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { z } from 'zod';

import { ErrorCode } from '@server/common/errors/error-codes';
import { RawResponse } from '@server/common/http/envelope.interceptor';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';
import { productSchema } from '@server/accounts/dto/account.dto';

import { OAuthCallbackGuard, OAuthStartGuard } from './oauth/oauth.guards';
import { OAuthService } from './oauth/oauth.service';

const authorizationRequestSchema = z.strictObject({
  product: productSchema,
  thirdType: z
    .union([z.literal(1), z.literal(5), z.literal(7), z.literal(8)])
    .describe('figma 1, google 5, github 7, x 8'),
  redirectUrl: z.string().max(2000).describe('Where to return with ?authCode=…; must be on PUBLIC_URL or WEB_ORIGINS'),
});

const authorizationSchema = z.object({ authorizationUrl: z.string(), state: z.string() });

@ApiTags('OAuth')
@Controller('uxa-center/support/OAuth')
export class OAuthController {
  constructor(private readonly oauth: OAuthService) {}

  @Post('authorizationLoginRequest')
  @UseGuards(OAuthStartGuard)
  @Operation({
    summary: "Starts a third-party sign-in: the provider's authorization URL (PKCE S256) and its state",
    response: authorizationSchema,
    errors: [ErrorCode.ProviderDisabled, ErrorCode.RedirectNotAllowed],
  })
  authorizationLoginRequest(
    @ZodBody(authorizationRequestSchema) body: z.infer<typeof authorizationRequestSchema>,
    @Req() request: Request,
  ) {
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
    summary:
      "The provider's redirect: redirects to redirectUrl with ?authCode=… (or ?authError=third_party_login_failed)",
    response: z.null(),
    input: 'query',
  })
  async callback(@Param('provider') provider: string, @Req() request: Request, @Res() response: Response) {
    response.redirect(302, await this.oauth.callback(provider, request));
  }
}
