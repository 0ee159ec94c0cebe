import { Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { Authenticated, CurrentUser } from '@server/common/auth/auth.decorators';
import type { CurrentUserInfo } from '@server/common/auth/session.service';
import { ErrorCode } from '@server/common/errors/error-codes';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';

import { AccountService } from './account.service';
import { accountSchema, creditRecordPageSchema, PageCreditRecordsDto, QueryAccountDto } from './dto/account.dto';

@ApiTags('UserAccount')
@Controller('uxa-center/support/UserAccount')
export class UserAccountController {
  constructor(private readonly accounts: AccountService) {}

  @Post('queryAccount')
  @Authenticated()
  @Operation({
    access: 'signed-in',
    summary: "The signed-in user's plans (services, serviceDetails with endTime), derived plan levels and balances",
    response: accountSchema,
    errors: [ErrorCode.Unauthenticated],
  })
  queryAccount(@ZodBody(QueryAccountDto) _body: QueryAccountDto, @CurrentUser() user: CurrentUserInfo) {
    return this.accounts.view(user.id);
  }

  @Post('pageCreditRecords')
  @Authenticated()
  @Operation({
    access: 'signed-in',
    summary:
      "Outside the spec's catalogue: the caller's credits ledger, newest first — every grant, spend and refund of AI " +
      'credits and free chances with the balance after it, for the personal centre',
    response: creditRecordPageSchema,
    errors: [ErrorCode.Unauthenticated],
  })
  pageCreditRecords(@ZodBody(PageCreditRecordsDto) body: PageCreditRecordsDto, @CurrentUser() user: CurrentUserInfo) {
    return this.accounts.records(user.id, body.page, body.pageSize);
  }
}
