import type { Language } from '@boxify/design/locale';
import { Injectable } from '@nestjs/common';

import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';
import { formatMessage } from '@server/common/errors/error-codes';

import type { PaymentOrderEntity } from './entities/payment-order.entity';
import { LOCAL_CHECKOUT_PATH, LocalCheckoutLinks } from './local-checkout-links';
import { OrderFulfilmentService } from './order-fulfilment.service';
import { PaymentOrderRepository } from './payment-order.repository';
import { PaymentResultNotFound } from './payments.exception';
import { LOCAL_CHECKOUT_TEXTS as T } from './payments.texts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// Without a Stripe key: a plainly marked page that completes or cancels an order through the same
// fulfilment as Stripe's webhook (a self-hoster grants plans to their users this way).
@Injectable()
export class LocalCheckoutService {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly orders: PaymentOrderRepository,
    private readonly links: LocalCheckoutLinks,
    private readonly fulfilment: OrderFulfilmentService,
  ) {}

  private async signedOrder(orderId: string, signature: string): Promise<PaymentOrderEntity> {
    const order = this.links.verify(orderId, signature) ? await this.orders.byId(orderId) : null;
    if (!order || order.provider !== 'local') throw new PaymentResultNotFound();
    return order;
  }

  async page(orderId: string, signature: string, language: Language): Promise<string> {
    const order = await this.signedOrder(orderId, signature);
    const amount = `${(order.amount / 100).toFixed(2)} ${order.currency.toUpperCase()}`;
    const open = order.state === 'created' || order.state === 'pending';
    const form = open
      ? `<form method="post" action="${LOCAL_CHECKOUT_PATH}/complete">
  <input type="hidden" name="orderId" value="${escape(order.id)}">
  <input type="hidden" name="signature" value="${escape(signature)}">
  <button name="action" value="pay" type="submit">${T.complete[language]}</button>
  <button name="action" value="cancel" type="submit" class="secondary">${T.cancel[language]}</button>
</form>`
      : `<p>${escape(formatMessage(T.done[language], { state: order.state }))}</p>`;
    return `<!doctype html>
<html lang="${language === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${T.title[language]}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
.banner{background:#fef3c7;border:2px dashed #d97706;padding:1rem;border-radius:8px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}button{font:inherit;padding:.6rem 1.2rem;
margin-right:.5rem;border-radius:6px;border:0;background:#2563eb;color:#fff;cursor:pointer}
button.secondary{background:#e5e7eb;color:#111827}</style></head>
<body><div class="banner" role="note"><h1>${T.title[language]}</h1><p>${T.notice[language]}</p></div>
<dl><dt>${T.order[language]}</dt><dd>${escape(order.orderNo)} · ${escape(order.itemId)} · ${escape(order.skuId)}</dd>
<dt>${T.amount[language]}</dt><dd>${escape(amount)}</dd></dl>
${form}</body></html>`;
  }

  // Completes or cancels, then answers where the browser goes next (the page that started the payment).
  async complete(orderId: string, signature: string, action: 'pay' | 'cancel'): Promise<string> {
    const order = await this.signedOrder(orderId, signature);
    if (action === 'pay') await this.fulfilment.fulfil(order.id);
    else await this.fulfilment.close(order.id, 'cancelled');
    return (action === 'pay' ? order.successUrl : order.cancelUrl) ?? this.config.publicUrl;
  }
}
