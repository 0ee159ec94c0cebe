import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiSecurity } from '@nestjs/swagger';

import type { CurrentUserInfo } from './session.service';

export const AUTHENTICATED = 'boxify:authenticated';
export const ACCESS_TOKEN_HEADER = 'access-token';

export type AuthenticatedRequest = { user?: CurrentUserInfo; accessToken?: string };

// Operations are public unless marked: `@Authenticated()` answers anonymous calls with 40100001.
// (List ErrorCode.Unauthenticated in the operation's `errors` too.)
export const Authenticated = () => applyDecorators(SetMetadata(AUTHENTICATED, true), ApiSecurity(ACCESS_TOKEN_HEADER));

// The signed-in user of an `@Authenticated()` operation (undefined on public ones without a token).
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<AuthenticatedRequest>().user,
);

// The session token sent with the call (valid or not), for logout.
export const AccessToken = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const header = context.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined> }>()
    .headers[ACCESS_TOKEN_HEADER];
  return (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
});
