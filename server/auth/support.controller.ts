import { Controller, Get, Post, Res } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';

import { AUTH_TEXTS } from '@server/auth/auth.texts';
import { AccessToken, Authenticated, CurrentUser } from '@server/common/auth/auth.decorators';
import type { CurrentUserInfo } from '@server/common/auth/session.service';
import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';
import { ErrorCode } from '@server/common/errors/error-codes';
import { RawResponse, SuccessMessage } from '@server/common/http/envelope.interceptor';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody, ZodQuery } from '@server/common/validation/zod';

import { RequestCaller } from './caller.decorator';
import {
  ActivateQueryDto,
  EmailVerifyLoginDto,
  ExchangeAuthCodeDto,
  LoginByThirdAuthDto,
  LoginDto,
  ProductOnlyDto,
  RegistryByVerifyCodeDto,
  RegistryDto,
  ResendActivationDto,
  sessionSchema,
  userInfoSchema,
} from './dto/auth.dto';
import { IdTokenService } from './id-token.service';
import { OAuthService } from './oauth/oauth.service';
import { type Caller, SupportService } from './support.service';

@ApiTags('Support')
@Controller('uxa-center/support/Support')
export class SupportController {
  constructor(
    private readonly support: SupportService,
    private readonly oauth: OAuthService,
    private readonly idTokens: IdTokenService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Post('login')
  @Operation({
    access: 'public',
    summary: 'Sign in with e-mail and password (the SHA-256 hex of it); answers the session',
    description:
      'Unknown addresses and wrong passwords get the same answer. Failed sign-ins are bounded per account and per address (42900001 with retry-after).',
    response: sessionSchema,
    errors: [ErrorCode.InvalidCredentials, ErrorCode.AccountNotActivated, ErrorCode.RateLimited],
  })
  login(@ZodBody(LoginDto) body: LoginDto, @RequestCaller() caller: Caller) {
    return this.support.login(body.email, body.password, caller);
  }

  @Post('registryByVerifyCode')
  @SuccessMessage(AUTH_TEXTS.registeredWithCode)
  @Operation({
    access: 'public',
    summary: 'Sign up with the code e-mailed by VerificationCode/sendEmailVerifyCode',
    description: 'An address that already has an account gets the same answer and keeps its password.',
    response: z.null(),
    errors: [ErrorCode.InvalidVerifyCode],
  })
  registryByVerifyCode(@ZodBody(RegistryByVerifyCodeDto) body: RegistryByVerifyCodeDto) {
    return this.support.registerWithCode(body.email, body.password, body.verifyCode);
  }

  @Post('registry')
  @SuccessMessage(AUTH_TEXTS.registeredAwaitingActivation)
  @Operation({
    access: 'public',
    summary: 'Sign up with a password; the account is activated by an e-mailed link',
    response: z.null(),
    errors: [ErrorCode.RateLimited],
  })
  registry(@ZodBody(RegistryDto) body: RegistryDto, @RequestCaller() caller: Caller) {
    return this.support.registerWithActivation(body.email, body.password, caller);
  }

  @Post('resendActivationEmail')
  @SuccessMessage(AUTH_TEXTS.activationResent)
  @Operation({
    access: 'public',
    summary: 'Sends a new activation link to an account that waits for activation',
    response: z.null(),
    errors: [ErrorCode.RateLimited],
  })
  resendActivationEmail(@ZodBody(ResendActivationDto) body: ResendActivationDto, @RequestCaller() caller: Caller) {
    return this.support.resendActivation(body.email, caller);
  }

  @Get('activate')
  @ApiResponse({ status: 302, description: 'Redirects to PUBLIC_URL/?activation=success or ?activation=invalid' })
  @RawResponse()
  @Operation({
    access: 'public',
    summary: 'The e-mailed activation link: activates and redirects to PUBLIC_URL with ?activation=success|invalid',
    response: z.null(),
    input: 'query',
  })
  async activate(@ZodQuery(ActivateQueryDto) query: ActivateQueryDto, @Res() response: Response) {
    const ok = await this.support.activate(query.token);
    response.redirect(302, `${this.config.publicUrl}/?activation=${ok ? 'success' : 'invalid'}`);
  }

  @Post('emailVerifyLoginOrRegistry')
  @Operation({
    access: 'public',
    summary: 'Sign in with an e-mailed code, creating the account when the address is new',
    response: sessionSchema,
    errors: [ErrorCode.InvalidVerifyCode],
  })
  emailVerifyLoginOrRegistry(@ZodBody(EmailVerifyLoginDto) body: EmailVerifyLoginDto) {
    return this.support.loginWithCode(body.email, body.verifyCode);
  }

  @Post('logout')
  @Operation({ access: 'public', summary: 'Revokes the session of the access-token header', response: z.null() })
  logout(@ZodBody(ProductOnlyDto) _body: ProductOnlyDto, @AccessToken() token: string | undefined) {
    return this.support.logout(token);
  }

  @Get('getUserInfoByToken')
  @Authenticated()
  @Operation({
    access: 'signed-in',
    summary: 'The signed-in user with the derived plan (version, aiVersion, end times), credits and free chances',
    response: userInfoSchema,
    errors: [ErrorCode.Unauthenticated],
    input: 'none',
  })
  getUserInfoByToken(@CurrentUser() user: CurrentUserInfo) {
    return this.support.userInfo(user);
  }

  @Post('authToken')
  @Authenticated()
  @Operation({
    access: 'signed-in',
    summary: 'Issues a new session token for a handoff (e.g. to the workbench); the current token stays valid',
    response: sessionSchema,
    errors: [ErrorCode.Unauthenticated],
  })
  authToken(@ZodBody(ProductOnlyDto) _body: ProductOnlyDto, @CurrentUser() user: CurrentUserInfo) {
    return this.support.reissue(user);
  }

  @Post('exchangeAuthCode')
  @Operation({
    access: 'public',
    summary: 'Turns the single-use authCode of a third-party sign-in (valid 5 minutes) into a session',
    response: sessionSchema,
    errors: [ErrorCode.InvalidAuthCode],
  })
  exchangeAuthCode(@ZodBody(ExchangeAuthCodeDto) body: ExchangeAuthCodeDto) {
    return this.oauth.exchangeAuthCode(body.authCode);
  }

  @Post('loginByThirdAuth')
  @Operation({
    access: 'public',
    summary: 'Sign in with an ID token signed by the configured issuer (JWKS or shared HS256 key)',
    response: sessionSchema,
    errors: [ErrorCode.InvalidIdToken],
  })
  loginByThirdAuth(@ZodBody(LoginByThirdAuthDto) body: LoginByThirdAuthDto) {
    return this.idTokens.login(body.idToken);
  }
}
