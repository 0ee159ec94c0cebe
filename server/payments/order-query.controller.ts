import { Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { Authenticated, CurrentUser } from '@server/common/auth/auth.decorators';
import type { CurrentUserInfo } from '@server/common/auth/session.service';
import { ErrorCode } from '@server/common/errors/error-codes';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';

import { orderPageSchema, PageOrdersDto } from './dto/order.dto';
import { OrdersService } from './orders.service';

@ApiTags('OrderQuery')
@Controller('ecommerce-cn/order/OrderQuery')
export class OrderQueryController {
  constructor(private readonly orders: OrdersService) {}

  @Post('pageOrders')
  @Authenticated()
  @Operation({
    access: 'signed-in',
    summary: "Outside the spec's catalogue: the caller's orders, newest first, for the personal centre's billing",
    response: orderPageSchema,
    errors: [ErrorCode.Unauthenticated],
  })
  pageOrders(@ZodBody(PageOrdersDto) body: PageOrdersDto, @CurrentUser() user: CurrentUserInfo) {
    return this.orders.page(user.id, body.page, body.pageSize);
  }
}
