// Small components the sections share: buttons, inputs, badges, avatars, picture placeholders, headings.
import { isTouchPlatform } from '@boxify/design/platform';
import type { DesignNodeInput } from '@boxify/design/schema';
import { isCompact, type KitContext } from './context';
import { readingWidth } from './layout';
import { frame, icon, text, type ColorRole, type Size, type SpaceStep, type TypeRole } from './nodes';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';

/** A button at least 44 px high (touch target), label centred, optional leading icon. */
export function button(
  ctx: KitContext,
  label: string,
  variant: ButtonVariant = 'primary',
  o: { w?: Size; icon?: string; large?: boolean } = {},
): DesignNodeInput {
  const fill: ColorRole | undefined =
    variant === 'primary'
      ? 'primary'
      : variant === 'secondary'
        ? 'secondary'
        : variant === 'outline'
          ? 'background'
          : undefined;
  const ink: ColorRole = variant === 'primary' ? 'on-primary' : variant === 'secondary' ? 'on-secondary' : 'on-surface';
  const children: DesignNodeInput[] = [];
  if (o.icon) children.push(icon(ctx, o.icon, 20, ink));
  children.push(text(ctx, label, o.large ? 'title' : 'label', ink, { name: 'label' }));
  return frame(ctx, `button ${label}`, {
    role: 'button',
    dir: 'horizontal',
    gap: '2',
    pad: [0, o.large ? '8' : '5'],
    align: 'center',
    justify: 'center',
    fill,
    stroke: variant === 'outline' ? 'border' : undefined,
    radius: 'md',
    w: o.w ?? 'hug',
    h: o.large ? 52 : 44,
    children,
  });
}

/** A labelled text field: the label above a 48 px box holding the placeholder. */
export function input(
  ctx: KitContext,
  label: string,
  placeholder: string,
  o: { icon?: string; trailing?: string; w?: Size } = {},
): DesignNodeInput {
  const field: DesignNodeInput[] = [];
  if (o.icon) field.push(icon(ctx, o.icon, 20, 'on-surface-muted'));
  field.push(text(ctx, placeholder, 'body', 'on-surface-muted', { w: 'fill', name: 'placeholder' }));
  if (o.trailing) field.push(icon(ctx, o.trailing, 20, 'on-surface-muted'));
  return frame(ctx, `field ${label}`, {
    gap: '2',
    w: o.w ?? 'fill',
    children: [
      text(ctx, label, 'label', 'on-surface', { role: 'label', name: 'label' }),
      frame(ctx, `input ${label}`, {
        role: 'input',
        dir: 'horizontal',
        gap: '3',
        pad: [0, '4'],
        align: 'center',
        fill: 'surface',
        stroke: 'border',
        radius: 'md',
        w: 'fill',
        h: 48,
        children: field,
      }),
    ],
  });
}

/** A rounded card on the surface colour with a border. */
export function card(
  ctx: KitContext,
  name: string,
  children: DesignNodeInput[],
  o: { w?: Size; pad?: SpaceStep; gap?: SpaceStep; fill?: ColorRole; stroke?: ColorRole | null; h?: Size } = {},
) {
  return frame(ctx, name, {
    gap: o.gap ?? '3',
    pad: o.pad ?? (isCompact(ctx) ? '5' : '6'),
    fill: o.fill ?? 'surface',
    stroke: o.stroke === null ? undefined : (o.stroke ?? 'border'),
    radius: 'lg',
    w: o.w ?? 'fill',
    h: o.h,
    children,
  });
}

/** A small pill of text (status, tag, plan badge). */
export function badge(ctx: KitContext, label: string, tone: 'accent' | 'muted' | 'success' | 'danger' = 'muted') {
  const ink: ColorRole =
    tone === 'accent' ? 'on-primary' : tone === 'success' ? 'success' : tone === 'danger' ? 'danger' : 'on-surface';
  return frame(ctx, `badge ${label}`, {
    dir: 'horizontal',
    pad: ['1', '3'],
    align: 'center',
    fill: tone === 'accent' ? 'primary' : 'surface-muted',
    radius: 'full',
    children: [text(ctx, label, 'caption', ink, { weightOf: 'label' })],
  });
}

/** A round avatar with initials. */
export function avatar(ctx: KitContext, name: string, size = 40): DesignNodeInput {
  const initials = [...name.replace(/[^\p{L}\p{N} ]/gu, '').trim()]
    .filter((c, i, all) => i === 0 || (all[i - 1] === ' ' && c !== ' '))
    .slice(0, 2)
    .join('')
    .toUpperCase();
  return frame(ctx, `avatar ${name}`, {
    dir: 'horizontal',
    align: 'center',
    justify: 'center',
    fill: 'secondary',
    radius: 'full',
    w: size,
    h: size,
    children: [text(ctx, initials || '·', size >= 64 ? 'h3' : 'label', 'on-secondary')],
  });
}

/** A picture placeholder: a tinted panel with an icon, standing in for a product photo or screenshot. */
export function picture(
  ctx: KitContext,
  name: string,
  iconName: string,
  o: { w?: Size; h: number; tint?: ColorRole; radius?: 'md' | 'lg' | 'xl' },
) {
  const iconSize = Math.min(96, Math.max(24, Math.round(o.h / 3 / 4) * 4));
  return frame(ctx, name, {
    role: 'image',
    dir: 'horizontal',
    align: 'center',
    justify: 'center',
    fill: o.tint ?? 'surface-muted',
    radius: o.radius ?? 'lg',
    w: o.w ?? 'fill',
    h: o.h,
    clip: true,
    children: [icon(ctx, iconName, iconSize, o.tint === 'primary' ? 'on-primary' : 'accent')],
  });
}

/** An icon in a tinted rounded square (feature tiles, list rows). */
export function iconTile(ctx: KitContext, name: string, size = 44, strong = false): DesignNodeInput {
  return frame(ctx, `tile ${name}`, {
    dir: 'horizontal',
    align: 'center',
    justify: 'center',
    fill: strong ? 'primary' : 'surface-muted',
    radius: 'md',
    w: size,
    h: size,
    children: [icon(ctx, name, Math.round(size / 2 / 4) * 4, strong ? 'on-primary' : 'accent')],
  });
}

/** The brand mark: an icon tile and the product name. */
/** The brand's tile and name; `fill` lets a long name wrap in the width it is given (a side navigation). */
export function brandMark(ctx: KitContext, o: { inverse?: boolean; fill?: boolean } = {}): DesignNodeInput {
  return frame(ctx, 'brand', {
    dir: 'horizontal',
    gap: '2',
    align: 'center',
    ...(o.fill && { w: 'fill' as const }),
    children: [
      // On the primary colour the tile turns inside out so it still shows.
      o.inverse
        ? frame(ctx, `tile ${ctx.content.brandIcon}`, {
            dir: 'horizontal',
            align: 'center',
            justify: 'center',
            fill: 'on-primary',
            radius: 'md',
            w: 32,
            h: 32,
            children: [icon(ctx, ctx.content.brandIcon, 16, 'primary')],
          })
        : iconTile(ctx, ctx.content.brandIcon, 32, true),
      text(ctx, ctx.brand, 'title', o.inverse ? 'on-primary' : 'on-surface', o.fill ? { w: 'fill' } : {}),
    ],
  });
}

/** A section heading: optional eyebrow, title and subtitle, centred or left-aligned. */
export function heading(
  ctx: KitContext,
  title: string,
  subtitle?: string,
  o: { center?: boolean; type?: TypeRole; eyebrow?: string; maxWidth?: number } = {},
): DesignNodeInput {
  const align = o.center ? 'center' : 'left';
  const children: DesignNodeInput[] = [];
  if (o.eyebrow)
    children.push(text(ctx, o.eyebrow, 'label', 'accent', { align, w: 'fill', upper: ctx.language === 'en' }));
  children.push(
    text(ctx, title, o.type ?? (isCompact(ctx) ? 'h3' : 'h2'), 'on-surface', { role: 'heading', align, w: 'fill' }),
  );
  if (subtitle) children.push(text(ctx, subtitle, 'body', 'on-surface-muted', { role: 'paragraph', align, w: 'fill' }));
  const max = o.maxWidth ?? readingWidth(ctx);
  return frame(ctx, 'heading', { gap: '3', align: o.center ? 'center' : 'start', w: max, children });
}

/** A horizontal row of children. */
export function row(
  ctx: KitContext,
  name: string,
  children: DesignNodeInput[],
  o: {
    gap?: SpaceStep;
    align?: 'start' | 'center' | 'end' | 'stretch';
    justify?: 'start' | 'center' | 'end' | 'space-between';
    w?: Size;
    wrap?: boolean;
  } = {},
) {
  return frame(ctx, name, {
    dir: 'horizontal',
    gap: o.gap ?? '3',
    align: o.align ?? 'center',
    justify: o.justify,
    w: o.w ?? 'fill',
    wrap: o.wrap,
    children,
  });
}

/** A vertical stack of children. */
export function stack(
  ctx: KitContext,
  name: string,
  children: DesignNodeInput[],
  o: { gap?: SpaceStep; w?: Size; align?: 'start' | 'center' | 'end' | 'stretch' } = {},
) {
  return frame(ctx, name, { gap: o.gap ?? '2', w: o.w ?? 'fill', align: o.align, children });
}

/** A toggle switch (decorative; the row it sits in is the touch target). */
export function toggle(ctx: KitContext, on: boolean): DesignNodeInput {
  return frame(ctx, 'switch', {
    dir: 'horizontal',
    pad: '1',
    align: 'center',
    justify: on ? 'end' : 'start',
    fill: on ? 'primary' : 'border',
    radius: 'full',
    w: 44,
    h: 24,
    children: [frame(ctx, 'knob', { fill: on ? 'on-primary' : 'surface', radius: 'full', w: 16, h: 16 })],
  });
}

/** A text link: on phones and tablets wrapped in a 44 px high frame so it is a comfortable touch target. */
export function link(ctx: KitContext, label: string, type: TypeRole, fill: ColorRole): DesignNodeInput {
  if (!isTouchPlatform(ctx.platform)) return text(ctx, label, type, fill, { role: 'link' });
  return frame(ctx, `link ${label}`, {
    role: 'link',
    dir: 'horizontal',
    align: 'center',
    h: 44,
    children: [text(ctx, label, type, fill)],
  });
}
