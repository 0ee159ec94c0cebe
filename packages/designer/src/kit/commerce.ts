// Commerce: product cards and list, product detail, checkout summary.
import type { DesignNodeInput } from '@boxify/design/schema';
import type { ProductItem } from './content';
import { isCompact, type KitContext } from './context';
import { badge, button, card, heading, input, picture, row, stack } from './components';
import { band, grid } from './layout';
import { divider, frame, icon, spacer, text } from './nodes';
import { paymentMethodRows } from './forms';

/** A product card: picture, name, meta line, price and an add button. */
export function productCard(ctx: KitContext, item: ProductItem): DesignNodeInput {
  const compact = isCompact(ctx);
  const pic = picture(ctx, `photo ${item.name}`, item.icon, { h: compact ? 140 : 200, radius: 'md' });
  const top: DesignNodeInput[] = [pic];
  if (item.badge) top.push(row(ctx, 'badges', [badge(ctx, item.badge, 'accent')]));
  return card(
    ctx,
    `product ${item.name}`,
    [
      ...top,
      stack(
        ctx,
        'product text',
        [
          text(ctx, item.name, 'label', 'on-surface', { w: 'fill', role: 'heading' }),
          text(ctx, item.meta, 'caption', 'on-surface-muted', { w: 'fill' }),
        ],
        { gap: '1' },
      ),
      spacer(ctx),
      row(ctx, 'buy', [
        text(ctx, item.price, 'title', 'on-surface', { w: 'fill' }),
        frame(ctx, `button ${ctx.content.products.add}`, {
          role: 'button',
          dir: 'horizontal',
          align: 'center',
          justify: 'center',
          fill: 'primary',
          radius: 'md',
          w: 44,
          h: 44,
          children: [icon(ctx, 'plus', 20, 'on-primary')],
        }),
      ]),
    ],
    { gap: '3', pad: '4', h: 'fill' },
  );
}

/** A product as a direction's cards recipe shows it: the picture, the name and the price, no more. */
function productTile(ctx: KitContext, item: ProductItem): DesignNodeInput {
  return frame(ctx, `product ${item.name}`, {
    gap: '2',
    w: 'fill',
    children: [
      picture(ctx, `photo ${item.name}`, item.icon, { h: 120, radius: 'lg' }),
      text(ctx, item.name, 'label', 'on-surface', { w: 'fill', role: 'heading' }),
      text(ctx, item.price, 'body-sm', 'on-surface-muted', { w: 'fill' }),
    ],
  });
}

/** A product as the split recipe lists it: a small picture, the name over its line, the price, the add button. */
function productRow(ctx: KitContext, item: ProductItem): DesignNodeInput {
  return row(
    ctx,
    `product ${item.name}`,
    [
      picture(ctx, `photo ${item.name}`, item.icon, { w: 64, h: 64, radius: 'md' }),
      stack(
        ctx,
        'product text',
        [
          text(ctx, item.name, 'label', 'on-surface', { w: 'fill', role: 'heading' }),
          text(ctx, item.meta, 'caption', 'on-surface-muted', { w: 'fill' }),
          text(ctx, item.price, 'label', 'on-surface', { w: 'fill' }),
        ],
        { gap: '1' },
      ),
      button(ctx, ctx.content.products.add, 'outline'),
    ],
    { gap: '3', align: 'center' },
  );
}

/** A product list: heading, filter chips and a grid of product cards. */
export function productList(ctx: KitContext): DesignNodeInput {
  const p = ctx.content.products;
  const per = ctx.platform === 'desktop' ? 4 : ctx.platform === 'tablet' ? 3 : 2;
  // Whole rows only: a half-empty last row reads as a mistake.
  const shown = Math.min(p.items.length, ctx.platform === 'desktop' ? 8 : 6);
  const listed = p.items.slice(0, shown >= per ? shown - (shown % per) : shown);
  const items = listed.map((item) => (ctx.arrangement === 'cards' ? productTile(ctx, item) : productCard(ctx, item)));
  const chips = row(
    ctx,
    'filters',
    p.filters.slice(0, isCompact(ctx) ? 3 : 6).map((f, i) =>
      frame(ctx, `filter ${f}`, {
        role: 'button',
        dir: 'horizontal',
        pad: [0, '4'],
        align: 'center',
        fill: i === 0 ? 'primary' : 'surface-muted',
        radius: 'full',
        h: 44,
        children: [text(ctx, f, 'label', i === 0 ? 'on-primary' : 'on-surface')],
      }),
    ),
    { gap: '2', wrap: true },
  );
  return band(
    ctx,
    'product list',
    [
      heading(ctx, p.title, p.subtitle),
      chips,
      ctx.arrangement === 'split'
        ? stack(
            ctx,
            'products',
            listed.flatMap((item, i) => [...(i > 0 ? [divider(ctx)] : []), productRow(ctx, item)]),
            { gap: '3' },
          )
        : grid(ctx, 'products', items, per, isCompact(ctx) ? '3' : '6'),
    ],
    { gap: '6', pad: isCompact(ctx) ? '6' : '12' },
  );
}

/** A product detail: gallery, name, rating, price, options, description, highlights and buy buttons. */
export function productDetail(ctx: KitContext): DesignNodeInput {
  const d = ctx.content.detail;
  const compact = isCompact(ctx);
  const gallery = stack(
    ctx,
    'gallery',
    [
      picture(ctx, 'main photo', d.icon, { h: compact ? 300 : 520, radius: 'lg' }),
      ctx.arrangement === 'cards'
        ? row(
            ctx,
            'photo dots',
            [0, 1, 2, 3].map((i) =>
              frame(ctx, `dot ${i + 1}`, { fill: i === 0 ? 'primary' : 'border', radius: 'full', w: 8, h: 8 }),
            ),
            { gap: '2', justify: 'center' },
          )
        : row(
            ctx,
            'thumbnails',
            [0, 1, 2, 3].map((i) =>
              picture(ctx, `thumbnail ${i + 1}`, d.icon, {
                h: compact ? 64 : 96,
                radius: 'md',
                tint: i === 0 ? 'secondary' : 'surface-muted',
              }),
            ),
            { gap: '3' },
          ),
    ],
    { gap: '3' },
  );
  const options = row(
    ctx,
    'options',
    d.options.map((o, i) =>
      frame(ctx, `option ${o}`, {
        role: 'button',
        dir: 'horizontal',
        pad: [0, '4'],
        align: 'center',
        justify: 'center',
        fill: 'surface',
        stroke: i === 1 ? 'primary' : 'border',
        radius: 'md',
        w: 'hug',
        h: 44,
        children: [text(ctx, o, 'label', 'on-surface')],
      }),
    ),
    { gap: '2', wrap: true },
  );
  const info = stack(
    ctx,
    'details',
    [
      text(ctx, d.name, compact ? 'h3' : 'h1', 'on-surface', { role: 'heading', w: 'fill' }),
      row(
        ctx,
        'rating',
        [
          ...[0, 1, 2, 3, 4].map(() => icon(ctx, 'star', 18, 'warning')),
          text(ctx, d.rating, 'body-sm', 'on-surface-muted'),
        ],
        { gap: '1' },
      ),
      text(ctx, d.price, compact ? 'h3' : 'h2', 'on-surface'),
      text(ctx, d.description, 'body', 'on-surface-muted', { role: 'paragraph', w: 'fill' }),
      divider(ctx),
      text(ctx, d.optionLabel, 'label', 'on-surface'),
      options,
      // Side by side while both labels fit; a long action ("Book a shipment") gets a row of its own.
      (compact || d.add.length + d.buy.length > 24 ? stack : row)(
        ctx,
        'buy',
        [
          button(ctx, d.add, 'outline', { w: 'fill', large: true, icon: 'shopping-cart' }),
          button(ctx, d.buy, 'primary', { w: 'fill', large: true }),
        ],
        { gap: '3' },
      ),
      ctx.arrangement
        ? row(
            ctx,
            'highlights',
            d.highlights.map((h) => badge(ctx, h, 'muted')),
            { gap: '2', wrap: true },
          )
        : stack(
            ctx,
            'highlights',
            d.highlights.map((h) =>
              row(
                ctx,
                'highlight',
                [icon(ctx, 'circle-check', 20, 'success'), text(ctx, h, 'body-sm', 'on-surface', { w: 'fill' })],
                { gap: '2' },
              ),
            ),
            { gap: '3' },
          ),
    ],
    { gap: '5' },
  );
  const body =
    ctx.platform === 'desktop'
      ? row(ctx, 'product', [gallery, info], { gap: '12', align: 'start' })
      : stack(ctx, 'product', [gallery, info], { gap: '6' });
  return band(ctx, 'product detail', [body], { pad: compact ? '5' : '12' });
}

/** Checkout: the items, the totals, a promo code field and the pay button. */
export function checkoutSummary(ctx: KitContext): DesignNodeInput {
  const c = ctx.content.checkout;
  const compact = isCompact(ctx);
  const items = c.items.map((item) =>
    row(
      ctx,
      `item ${item.name}`,
      [
        picture(ctx, `photo ${item.name}`, item.icon, { w: 64, h: 64, radius: 'md' }),
        stack(
          ctx,
          'item text',
          [
            text(ctx, item.name, 'label', 'on-surface', { w: 'fill' }),
            text(ctx, item.meta, 'caption', 'on-surface-muted', { w: 'fill' }),
          ],
          { gap: '1' },
        ),
        text(ctx, item.price, 'label', 'on-surface'),
      ],
      { gap: '4' },
    ),
  );
  const lines = c.lines.map((l) =>
    row(ctx, l.label, [
      text(ctx, l.label, 'body-sm', 'on-surface-muted', { w: 'fill' }),
      text(ctx, l.value, 'body-sm', 'on-surface'),
    ]),
  );
  const summary = card(
    ctx,
    'order summary',
    [
      text(ctx, c.title, 'h3', 'on-surface', { role: 'heading' }),
      stack(ctx, 'items', items, { gap: '4' }),
      divider(ctx),
      row(
        ctx,
        'promo',
        [
          frame(ctx, 'promo input', {
            role: 'input',
            dir: 'horizontal',
            pad: [0, '4'],
            align: 'center',
            fill: 'background',
            stroke: 'border',
            radius: 'md',
            w: 'fill',
            h: 44,
            children: [text(ctx, c.promo, 'body-sm', 'on-surface-muted')],
          }),
          button(ctx, ctx.language === 'zh' ? '使用' : 'Apply', 'secondary'),
        ],
        { gap: '2' },
      ),
      stack(ctx, 'totals', lines, { gap: '3' }),
      divider(ctx),
      row(ctx, 'total', [
        text(ctx, c.totalLabel, 'title', 'on-surface', { w: 'fill' }),
        text(ctx, c.total, 'h3', 'on-surface'),
      ]),
      button(ctx, c.button, 'primary', { w: 'fill', large: true, icon: 'lock' }),
      row(
        ctx,
        'secure',
        [icon(ctx, 'shield-check', 16, 'success'), text(ctx, c.secure, 'caption', 'on-surface-muted')],
        { gap: '2', justify: 'center' },
      ),
    ],
    { gap: '5', w: ctx.platform === 'desktop' ? 480 : compact ? 'fill' : 560 },
  );
  const body =
    ctx.platform === 'desktop'
      ? row(ctx, 'checkout columns', [deliveryAndPayment(ctx), summary], { gap: '8', align: 'start' })
      : summary;
  return band(ctx, 'checkout', [body], {
    pad: compact ? '5' : '12',
    center: true,
    fill: compact ? undefined : 'surface-muted',
  });
}

/** The left column of a desktop checkout: delivery details, then the payment methods. */
function deliveryAndPayment(ctx: KitContext): DesignNodeInput {
  const zh = ctx.language === 'zh';
  const a = ctx.content.auth;
  const p = ctx.content.payment;
  const methods = paymentMethodRows(ctx);
  return card(
    ctx,
    'delivery and payment',
    [
      text(ctx, zh ? '收货信息' : 'Delivery details', 'h3', 'on-surface', { role: 'heading' }),
      row(
        ctx,
        'name and phone',
        [
          input(ctx, a.name, a.namePlaceholder, { w: 'fill' }),
          input(ctx, zh ? '手机号' : 'Phone', zh ? '138 0000 0000' : '+1 415 555 0100', { w: 'fill' }),
        ],
        { gap: '4', align: 'start' },
      ),
      input(ctx, zh ? '详细地址' : 'Address', zh ? '上海市静安区南京西路 100 号' : '100 Market Street, Apt 4B', {
        icon: 'map-pin',
      }),
      row(
        ctx,
        'city and code',
        [
          input(ctx, zh ? '城市' : 'City', zh ? '上海' : 'San Francisco', { w: 'fill' }),
          input(ctx, zh ? '邮编' : 'Postcode', zh ? '200040' : '94105', { w: 'fill' }),
        ],
        { gap: '4', align: 'start' },
      ),
      divider(ctx),
      text(ctx, p.title, 'h3', 'on-surface', { role: 'heading' }),
      stack(ctx, 'methods', methods, { gap: '3' }),
    ],
    { gap: '5', pad: '8' },
  );
}
