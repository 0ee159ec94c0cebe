import { Controller, Headers, HttpCode, Post, type RawBodyRequest, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { z } from 'zod';

import { ErrorCode } from '@server/common/errors/error-codes';
import { Operation } from '@server/common/openapi/operation.decorator';

import { StripeWebhookService } from './stripe-webhook.service';

@ApiTags('StripeWebhook')
@Controller('ecommerce-cn/order/StripeWebhook')
export class StripeWebhookController {
  constructor(private readonly webhook: StripeWebhookService) {}

  @Post('receive')
  @HttpCode(200)
  @Operation({
    access: 'public',
    summary: "Outside the spec's catalogue: Stripe's webhook (checkout, invoices, subscriptions)",
    description:
      'The Stripe-Signature header is checked over the raw body with STRIPE_WEBHOOK_SECRET; a timestamp older ' +
      'than STRIPE_WEBHOOK_TOLERANCE_SECONDS is refused. Each event id changes things once.',
    response: z.object({ received: z.boolean() }),
    errors: [ErrorCode.WebhookSignatureInvalid],
  })
  receive(@Req() request: RawBodyRequest<Request>, @Headers('stripe-signature') signature: string | undefined) {
    return this.webhook.receive(request.rawBody, signature);
  }
}
