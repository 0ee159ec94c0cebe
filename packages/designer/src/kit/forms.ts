// Forms: sign-in, sign-up, payment method.
import type { DesignNodeInput } from '@boxify/design/schema';
import { isCompact, type KitContext } from './context';
import { avatar, brandMark, button, input, row, stack } from './components';
import { divider, frame, icon, spacer, text } from './nodes';

/** The centred column a form sits in: a card on wide screens, the bare screen on mobile. */
function formShell(ctx: KitContext, name: string, children: DesignNodeInput[], split = false): DesignNodeInput {
  if (split && ctx.platform === 'desktop') return splitShell(ctx, name, children);
  const compact = isCompact(ctx);
  const form = frame(ctx, name, {
    role: 'form',
    gap: '5',
    pad: compact ? 0 : '10',
    fill: compact ? undefined : 'surface',
    stroke: compact ? undefined : 'border',
    radius: compact ? undefined : 'xl',
    w: compact ? 'fill' : 480,
    children,
  });
  return frame(ctx, `${name} section`, {
    role: 'main',
    pad: compact ? ['8', '5'] : ['16', '8'],
    align: 'center',
    fill: compact ? 'background' : 'surface-muted',
    w: 'fill',
    children: [form],
  });
}

/**
 * Desktop sign-in and sign-up: a brand panel on the primary colour (headline, a customer quote) beside the form.
 * A 900 px strut keeps the page a full laptop screen high however short the form is.
 */
function splitShell(ctx: KitContext, name: string, children: DesignNodeInput[]): DesignNodeInput {
  const c = ctx.content;
  const quote = c.testimonials.items[0];
  const story = frame(ctx, 'brand story', {
    gap: '6',
    pad: '16',
    justify: 'space-between',
    w: 'fill',
    children: [
      brandMark(ctx, { inverse: true }),
      stack(
        ctx,
        'pitch',
        [
          text(ctx, c.hero.title, 'h1', 'on-primary', { role: 'heading', w: 'fill' }),
          text(ctx, c.hero.subtitle, 'title', 'on-primary', { w: 'fill' }),
        ],
        { gap: '4' },
      ),
      frame(ctx, 'quote', {
        gap: '4',
        pad: '6',
        fill: 'surface',
        radius: 'lg',
        w: 'fill',
        children: [
          text(ctx, quote.quote, 'body', 'on-surface', { w: 'fill' }),
          row(ctx, 'author', [
            avatar(ctx, quote.name, 40),
            stack(
              ctx,
              'who',
              [text(ctx, quote.name, 'label', 'on-surface'), text(ctx, quote.role, 'caption', 'on-surface-muted')],
              { gap: '1' },
            ),
          ]),
        ],
      }),
    ],
  });
  const strut: DesignNodeInput = { id: ctx.id('strut'), name: 'screen height', type: 'rect', width: 0, height: 900 };
  const brand = frame(ctx, 'brand panel', {
    dir: 'horizontal',
    align: 'stretch',
    fill: 'primary',
    w: 'fill',
    children: [strut, story],
  });
  const form = frame(ctx, name, { role: 'form', gap: '5', w: 440, children });
  const side = frame(ctx, `${name} column`, {
    align: 'center',
    justify: 'center',
    pad: ['12', '8'],
    fill: 'background',
    w: 'fill',
    children: [form],
  });
  return frame(ctx, `${name} section`, {
    role: 'main',
    dir: 'horizontal',
    align: 'stretch',
    w: 'fill',
    children: [brand, side],
  });
}

function title(ctx: KitContext, heading: string, sub: string): DesignNodeInput {
  return stack(
    ctx,
    'form title',
    [
      // The desktop split layout shows the brand on its brand panel.
      ...(ctx.platform === 'desktop' ? [] : [brandMark(ctx)]),
      text(ctx, heading, isCompact(ctx) ? 'h3' : 'h2', 'on-surface', { role: 'heading', w: 'fill' }),
      text(ctx, sub, 'body', 'on-surface-muted', { role: 'paragraph', w: 'fill' }),
    ],
    { gap: '3' },
  );
}

function socialButtons(ctx: KitContext): DesignNodeInput[] {
  const a = ctx.content.auth;
  return [
    row(ctx, 'or', [divider(ctx), text(ctx, a.or, 'caption', 'on-surface-muted'), divider(ctx)], { gap: '3' }),
    row(
      ctx,
      'social',
      [
        button(ctx, a.google, 'outline', { w: 'fill', icon: 'brand-google' }),
        button(ctx, a.apple, 'outline', { w: 'fill', icon: 'brand-apple' }),
      ],
      { gap: '3' },
    ),
  ];
}

function switchLine(ctx: KitContext, question: string, link: string): DesignNodeInput {
  return row(
    ctx,
    'switch',
    [
      text(ctx, question, 'body-sm', 'on-surface-muted'),
      frame(ctx, `link ${link}`, {
        role: 'link',
        dir: 'horizontal',
        align: 'center',
        h: 44,
        children: [text(ctx, link, 'label', 'accent')],
      }),
    ],
    { gap: '1', justify: 'center' },
  );
}

/** Sign in: e-mail, password, forgot link, primary button, social sign-in and a link to sign up. */
export function signInForm(ctx: KitContext): DesignNodeInput {
  const a = ctx.content.auth;
  return formShell(
    ctx,
    'sign-in form',
    [
      title(ctx, a.signInTitle, a.signInSubtitle),
      input(ctx, a.email, a.emailPlaceholder, { icon: 'mail' }),
      input(ctx, a.password, a.passwordPlaceholder, { icon: 'lock', trailing: 'eye' }),
      row(ctx, 'forgot', [
        spacer(ctx),
        frame(ctx, `link ${a.forgot}`, {
          role: 'link',
          dir: 'horizontal',
          align: 'center',
          h: 44,
          children: [text(ctx, a.forgot, 'label', 'accent')],
        }),
      ]),
      button(ctx, a.signIn, 'primary', { w: 'fill', large: true }),
      ...socialButtons(ctx),
      switchLine(ctx, a.noAccount, a.signUp),
    ],
    true,
  );
}

/** Sign up: name, e-mail, password, terms, primary button, social sign-up and a link to sign in. */
export function signUpForm(ctx: KitContext): DesignNodeInput {
  const a = ctx.content.auth;
  return formShell(
    ctx,
    'sign-up form',
    [
      title(ctx, a.signUpTitle, a.signUpSubtitle),
      input(ctx, a.name, a.namePlaceholder, { icon: 'user' }),
      input(ctx, a.email, a.emailPlaceholder, { icon: 'mail' }),
      input(ctx, a.password, a.passwordPlaceholder, { icon: 'lock', trailing: 'eye' }),
      row(
        ctx,
        'terms',
        [icon(ctx, 'square-check', 20, 'accent'), text(ctx, a.terms, 'body-sm', 'on-surface-muted', { w: 'fill' })],
        { gap: '2', align: 'start' },
      ),
      button(ctx, a.signUp, 'primary', { w: 'fill', large: true }),
      ...socialButtons(ctx),
      switchLine(ctx, a.haveAccount, a.signIn),
    ],
    true,
  );
}

/** The saved payment methods as choosable rows, the first one chosen (payment method form and checkout). */
export function paymentMethodRows(ctx: KitContext): DesignNodeInput[] {
  return ctx.content.payment.methods.map((m, i) =>
    frame(ctx, `method ${m.label}`, {
      role: 'button',
      dir: 'horizontal',
      gap: '3',
      pad: ['3', '4'],
      align: 'center',
      fill: 'surface',
      stroke: i === 0 ? 'primary' : 'border',
      radius: 'md',
      w: 'fill',
      h: 64,
      children: [
        icon(ctx, m.icon, 24, 'on-surface'),
        stack(
          ctx,
          'method text',
          [text(ctx, m.label, 'label', 'on-surface'), text(ctx, m.detail, 'caption', 'on-surface-muted')],
          { gap: '1' },
        ),
        icon(ctx, i === 0 ? 'circle-check' : 'circle', 22, i === 0 ? 'accent' : 'on-surface-muted'),
      ],
    }),
  );
}

/** Payment method: saved methods to choose from, then a card form. */
export function paymentMethodForm(ctx: KitContext): DesignNodeInput {
  const p = ctx.content.payment;
  const methods = paymentMethodRows(ctx);
  const half = (label: string, ph: string) => input(ctx, label, ph, { w: 'fill' });
  return formShell(ctx, 'payment form', [
    stack(
      ctx,
      'form title',
      [
        // Below the desktop width the app bar already shows the title.
        ...(ctx.platform === 'desktop' ? [text(ctx, p.title, 'h2', 'on-surface', { role: 'heading', w: 'fill' })] : []),
        text(ctx, p.subtitle, 'body', 'on-surface-muted', { w: 'fill' }),
      ],
      { gap: '2' },
    ),
    stack(ctx, 'methods', methods, { gap: '3' }),
    input(ctx, p.cardNumber, p.cardPlaceholder, { icon: 'credit-card' }),
    row(ctx, 'expiry and cvc', [half(p.expiry, p.expiryPlaceholder), half(p.cvc, '123')], { gap: '3', align: 'start' }),
    input(ctx, p.holder, p.holderPlaceholder, { icon: 'user' }),
    row(
      ctx,
      'save',
      [icon(ctx, 'square-check', 20, 'accent'), text(ctx, p.save, 'body-sm', 'on-surface-muted', { w: 'fill' })],
      { gap: '2' },
    ),
    button(ctx, p.pay, 'primary', { w: 'fill', large: true, icon: 'lock' }),
  ]);
}
