import type { Language } from '@boxify/design/locale';
import { Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { CurrentUser } from '@server/common/auth/auth.decorators';
import type { CurrentUserInfo } from '@server/common/auth/session.service';
import { CallerLanguage } from '@server/common/i18n/caller-language.decorator';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';

import { QuerySubscriptionItemsDto, subscriptionItemsSchema } from './dto/subscription-items.dto';
import { SubscriptionItemsService } from './subscription-items.service';

@ApiTags('ItemQuery')
@Controller('ecommerce-cn/ecommerce/ItemQuery')
export class ItemQueryController {
  constructor(private readonly items: SubscriptionItemsService) {}

  @Post('querySubscriptionItems')
  @Operation({
    access: 'public',
    summary: 'The pricing cards: free, plus, pro, enterprise with their entitlements and prices (from the plans table)',
    description: "With a session, `checked` marks the caller's current sku.",
    response: subscriptionItemsSchema,
  })
  querySubscriptionItems(
    @ZodBody(QuerySubscriptionItemsDto) _body: QuerySubscriptionItemsDto,
    @CurrentUser() user: CurrentUserInfo | undefined,
    @CallerLanguage() language: Language,
  ) {
    return this.items.items(user?.id, language);
  }
}
