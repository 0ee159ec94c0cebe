import type { Language } from '@boxify/design/locale';
import { Controller, Get, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';

import { ErrorCode } from '@server/common/errors/error-codes';
import { Consumes } from '@server/common/http/content-type.guard';
import { RawResponse } from '@server/common/http/envelope.interceptor';
import { CallerLanguage } from '@server/common/i18n/caller-language.decorator';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody, ZodQuery } from '@server/common/validation/zod';
import { createZodDto } from '@server/common/validation/zod-dto';

import { LocalCheckoutService } from './local-checkout.service';

const linkSchema = z.strictObject({ orderId: z.uuid(), signature: z.string().min(1).max(100) });
class LocalCheckoutLinkDto extends createZodDto(linkSchema) {}
class LocalCheckoutFormDto extends createZodDto(linkSchema.extend({ action: z.enum(['pay', 'cancel']) })) {}

@ApiTags('LocalCheckout')
@Controller('ecommerce-cn/order/LocalCheckout')
export class LocalCheckoutController {
  constructor(private readonly checkout: LocalCheckoutService) {}

  @Get('page')
  @RawResponse()
  @Operation({
    produces: ['text/html'],
    access: 'public',
    summary: "Outside the spec's catalogue: the local checkout page, used when the server has no Stripe key",
    description: 'The signed link from oneClick is the permission. The page says plainly that no payment is taken.',
    response: z.null(),
    input: 'query',
    errors: [ErrorCode.NotFound],
  })
  async page(
    @ZodQuery(LocalCheckoutLinkDto) query: LocalCheckoutLinkDto,
    @CallerLanguage() language: Language,
    @Res() response: Response,
  ) {
    const html = await this.checkout.page(query.orderId, query.signature, language);
    response.setHeader('cache-control', 'private, no-store');
    response.type('html').send(html);
  }

  @Post('complete')
  @RawResponse()
  @Consumes('application/x-www-form-urlencoded')
  @Operation({
    access: 'public',
    summary: "Outside the spec's catalogue: the local checkout's form; pays or cancels, then back to the buyer's page",
    response: z.null(),
    errors: [ErrorCode.NotFound],
  })
  async complete(@ZodBody(LocalCheckoutFormDto) body: LocalCheckoutFormDto, @Res() response: Response) {
    response.redirect(303, await this.checkout.complete(body.orderId, body.signature, body.action));
  }
}
