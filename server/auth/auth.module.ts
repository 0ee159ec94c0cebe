import { PairingService } from './pairing/pairing.service';
import { PluginPairingController } from './support-plugin-pairing.controller';
import { Module } from '@nestjs/common';

import { SessionGuardModule } from '@server/common/auth/session-guard.module';
import { MailModule } from '@server/common/mail/mail.module';
import { RateLimitModule } from '@server/common/rate-limit/rate-limit.module';
import { AccountsModule } from '@server/accounts/accounts.module';

import { ActivationMail } from './activation-mail';
import { ExtensionController } from './support-extension.controller';
import { ExtensionService } from './extension.service';
import { AccountsHousekeeping } from './housekeeping.service';
import { IdTokenService } from './id-token.service';
import { OAuthController } from './support-oauth.controller';
import { OAuthService } from './oauth/oauth.service';
import { PasswordHasher } from './password-hasher';
import { SupportController } from './support.controller';
import { SupportService } from './support.service';
import { UsersService } from './users.service';
import { VerificationCodeController } from './support-verification-code.controller';
import { VerificationCodeService } from './verification-code.service';

// Accounts: sign-up, sign-in, sessions, e-mailed codes, third-party sign-in, extension config.
@Module({
  imports: [SessionGuardModule, RateLimitModule, MailModule, AccountsModule],
  controllers: [
    SupportController,
    VerificationCodeController,
    OAuthController,
    ExtensionController,
    PluginPairingController,
  ],
  providers: [
    SupportService,
    ActivationMail,
    UsersService,
    PasswordHasher,
    VerificationCodeService,
    OAuthService,
    IdTokenService,
    ExtensionService,
    AccountsHousekeeping,
    PairingService,
  ],
  exports: [UsersService],
})
export class AuthModule {}
