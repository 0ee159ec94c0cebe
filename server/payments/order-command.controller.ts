import { Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { Authenticated, CurrentUser } from '@server/common/auth/auth.decorators';
import type { CurrentUserInfo } from '@server/common/auth/session.service';
import { ErrorCode } from '@server/common/errors/error-codes';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';

import { oneClickSchema, OrderIdDto, OrderPayloadDto, orderSchema, previewSchema } from './dto/order.dto';
import { OrdersService } from './orders.service';

const PRICE_ERRORS = [ErrorCode.Unauthenticated, ErrorCode.NotFound, ErrorCode.PlanNotForSale];

@ApiTags('OrderCommand')
@Controller('ecommerce-cn/order/OrderCommand')
export class OrderCommandController {
  constructor(private readonly orders: OrdersService) {}

  @Post('previewOrder')
  @Authenticated()
  @Operation({
    access: 'signed-in',
    summary: 'What an order for a price would charge (cents, currency) and grant (plan, credits)',
    description: "An unknown sku, or one not of itemId, is 40400001 'Selected price not found'.",
    response: previewSchema,
    errors: PRICE_ERRORS,
  })
  previewOrder(@ZodBody(OrderPayloadDto) body: OrderPayloadDto) {
    return this.orders.preview(body);
  }

  @Post('createOrder')
  @Authenticated()
  @Operation({
    access: 'signed-in',
    summary: 'Creates an order for a price, without opening a checkout',
    response: orderSchema,
    errors: [...PRICE_ERRORS, ErrorCode.RedirectNotAllowed, ErrorCode.RateLimited],
  })
  createOrder(@ZodBody(OrderPayloadDto) body: OrderPayloadDto, @CurrentUser() user: CurrentUserInfo) {
    return this.orders.create(user.id, body);
  }

  @Post('oneClick')
  @Authenticated()
  @Operation({
    access: 'signed-in',
    summary: 'Creates an order and opens its checkout: payment.deeplink.checkoutUrl is where the browser goes',
    description:
      'payMethod 6: a Stripe Checkout Session (subscription), or the local checkout page when the server has no ' +
      'Stripe key. ext.customerReferenceId (an affiliate referral) goes to Stripe as client_reference_id.',
    response: oneClickSchema,
    errors: [
      ...PRICE_ERRORS,
      ErrorCode.RedirectNotAllowed,
      ErrorCode.RateLimited,
      ErrorCode.PaymentUrlNotFound,
      ErrorCode.PaymentFailed,
    ],
  })
  oneClick(@ZodBody(OrderPayloadDto) body: OrderPayloadDto, @CurrentUser() user: CurrentUserInfo) {
    return this.orders.oneClick(user.id, body);
  }

  @Post('processOrderPayResult')
  @Authenticated()
  @Operation({
    access: 'owner',
    summary: "An order's payment result; asks Stripe when its webhook has not arrived yet and fulfils the same way",
    description: "Another user's order is 40400001 'Payment result not found'.",
    response: orderSchema,
    errors: [ErrorCode.Unauthenticated, ErrorCode.NotFound, ErrorCode.PaymentSessionExpired, ErrorCode.PaymentFailed],
  })
  processOrderPayResult(@ZodBody(OrderIdDto) body: OrderIdDto, @CurrentUser() user: CurrentUserInfo) {
    return this.orders.payResult(user.id, body.orderId);
  }

  @Post('cancelSubscription')
  @Authenticated()
  @Operation({
    access: 'owner',
    summary: "Outside the spec's catalogue: cancels an order's subscription at the end of the paid period",
    description: 'The plan keeps running until periodEnd; Stripe is told first and its webhook confirms.',
    response: orderSchema,
    errors: [ErrorCode.Unauthenticated, ErrorCode.NotFound, ErrorCode.Conflict, ErrorCode.PaymentFailed],
  })
  cancelSubscription(@ZodBody(OrderIdDto) body: OrderIdDto, @CurrentUser() user: CurrentUserInfo) {
    return this.orders.cancelSubscription(user.id, body.orderId);
  }
}
