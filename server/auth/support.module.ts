import { Module } from '@nestjs/common';

import { AuthModule } from '@server/common/auth/auth.module';
import { MailModule } from '@server/common/mail/mail.module';
import { RateLimitModule } from '@server/common/rate-limit/rate-limit.module';
import { AccountModule } from '@server/accounts/account.module';

import { ExtensionController } from './extension.controller';
import { ExtensionService } from './extension.service';
import { AccountsHousekeeping } from './housekeeping.service';
import { IdTokenService } from './id-token.service';
import { OAuthController } from './oauth.controller';
import { OAuthService } from './oauth/oauth.service';
import { PasswordHasher } from './password-hasher';
import { SupportController } from './support.controller';
import { SupportService } from './support.service';
import { UsersService } from './users.service';
import { VerificationCodeController } from './verification-code.controller';
import { VerificationCodeService } from './verification-code.service';

// Accounts: sign-up, sign-in, sessions, e-mailed codes, third-party sign-in, extension config.
@Module({
  imports: [AuthModule, RateLimitModule, MailModule, AccountModule],
  controllers: [SupportController, VerificationCodeController, OAuthController, ExtensionController],
  providers: [
    SupportService,
    UsersService,
    PasswordHasher,
    VerificationCodeService,
    OAuthService,
    IdTokenService,
    ExtensionService,
    AccountsHousekeeping,
  ],
  exports: [UsersService],
})
export class SupportModule {}
