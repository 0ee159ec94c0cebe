// Paints and effects in the .fig vocabulary: colours as 0–1 channels, a colour's own alpha folded into the
// paint's opacity (as Figma writes solid paints), gradients as a transform from the node's unit box.
import type { Effect } from '../schema/effect';
import type { Paint } from '../schema/paint';

export type FigColor = { r: number; g: number; b: number; a: number };
export type FigMatrix = { m00: number; m01: number; m02: number; m10: number; m11: number; m12: number };

/** `#rrggbb[aa]` as Figma's colour. */
export function figColor(hex: string): FigColor {
  const v = hex.replace('#', '');
  const channel = (i: number) => parseInt(v.slice(i, i + 2), 16) / 255;
  return { r: channel(0), g: channel(2), b: channel(4), a: v.length === 8 ? channel(6) : 1 };
}

/** An image the writer has the bytes of: its SHA-1 names the file in `images/`. */
export type FigImage = { sha1: string; width: number; height: number };

const SCALE_MODES = { fill: 'FILL', fit: 'FIT', crop: 'FILL', tile: 'TILE' } as const;

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (b) => parseInt(b, 16));

/**
 * CSS `linear-gradient(angle)` (0 up, 90 right) as Figma's gradient transform: the matrix that takes the node's
 * unit box to gradient space, where the gradient runs from (0, 0.5) to (1, 0.5).
 */
export function gradientTransform(angle: number): FigMatrix {
  const rad = (angle * Math.PI) / 180;
  const dx = Math.sin(rad);
  const dy = -Math.cos(rad);
  const sx = 0.5 - dx / 2;
  const sy = 0.5 - dy / 2;
  // dx² + dy² = 1: the first row projects onto the direction, the second onto its normal.
  return { m00: dx, m01: dy, m02: -(dx * sx + dy * sy), m10: -dy, m11: dx, m12: 0.5 - (-dy * sx + dx * sy) };
}

export function figPaint(paint: Paint, image: (src: string) => FigImage): Record<string, unknown> {
  const base = { visible: paint.visible, blendMode: 'NORMAL' };
  switch (paint.type) {
    case 'solid': {
      const color = figColor(paint.color);
      return { ...base, type: 'SOLID', color: { ...color, a: 1 }, opacity: paint.opacity * color.a };
    }
    case 'linear-gradient':
      return {
        ...base,
        type: 'GRADIENT_LINEAR',
        opacity: paint.opacity,
        transform: gradientTransform(paint.angle),
        stops: paint.stops.map((s) => ({ color: figColor(s.color), position: s.position })),
      };
    case 'image': {
      const found = image(paint.src);
      return {
        ...base,
        type: 'IMAGE',
        opacity: paint.opacity,
        image: { hash: hexBytes(found.sha1), name: found.sha1 },
        imageThumbnail: { hash: hexBytes(found.sha1), name: found.sha1 },
        imageScaleMode: SCALE_MODES[paint.fit],
        originalImageWidth: found.width,
        originalImageHeight: found.height,
        transform: { m00: 1, m01: 0, m02: 0, m10: 0, m11: 1, m12: 0 },
      };
    }
  }
}

export function figEffect(effect: Effect): Record<string, unknown> {
  switch (effect.type) {
    case 'drop-shadow':
    case 'inner-shadow':
      return {
        type: effect.type === 'drop-shadow' ? 'DROP_SHADOW' : 'INNER_SHADOW',
        color: figColor(effect.color),
        offset: { x: effect.x, y: effect.y },
        radius: effect.blur,
        spread: effect.spread,
        visible: effect.visible,
        blendMode: 'NORMAL',
        showShadowBehindNode: false,
      };
    case 'layer-blur':
    case 'background-blur':
      return {
        type: effect.type === 'layer-blur' ? 'FOREGROUND_BLUR' : 'BACKGROUND_BLUR',
        radius: effect.radius,
        visible: effect.visible,
        blendMode: 'NORMAL',
      };
  }
}
