// Paints and effects both ways: our paints as Figma's (pictures become image hashes) and back.
import type { Effect, Paint } from '@boxify/design/schema';

import { gradientAngle, gradientTransform, hexOf, keyOf, rgba, SCALE_MODES } from './figma-vocabulary';

/** The Figma image of a picture address (null when its bytes could not be had). */
export type ImageHashOf = (src: string) => Promise<string | null>;

export async function figmaPaint(paint: Paint, imageHash: ImageHashOf): Promise<Paint_ | null> {
  switch (paint.type) {
    case 'solid': {
      const c = rgba(paint.color);
      // A colour's own alpha folds into the paint's opacity, as Figma keeps solid paints.
      return {
        type: 'SOLID',
        color: { r: c.r, g: c.g, b: c.b },
        opacity: paint.opacity * c.a,
        visible: paint.visible,
      };
    }
    case 'linear-gradient':
      return {
        type: 'GRADIENT_LINEAR',
        gradientTransform: gradientTransform(paint.angle),
        gradientStops: paint.stops.map((s) => ({ position: s.position, color: rgba(s.color) })),
        opacity: paint.opacity,
        visible: paint.visible,
      };
    case 'image': {
      const hash = await imageHash(paint.src);
      if (!hash) return null;
      return {
        type: 'IMAGE',
        imageHash: hash,
        scaleMode: SCALE_MODES[paint.fit],
        opacity: paint.opacity,
        visible: paint.visible,
      };
    }
  }
}
type Paint_ = globalThis.Paint;

/** The address of a Figma image: the one it was made from, else its bytes as a data URL. */
export type ImageSrcOf = (hash: string) => Promise<string | null>;

export async function designPaint(paint: Paint_, imageSrc: ImageSrcOf): Promise<Paint | null> {
  const visible = paint.visible ?? true;
  const opacity = paint.opacity ?? 1;
  switch (paint.type) {
    case 'SOLID':
      return { type: 'solid', color: hexOf(paint.color), opacity, visible };
    case 'GRADIENT_LINEAR':
      return {
        type: 'linear-gradient',
        angle: gradientAngle(paint.gradientTransform),
        stops: paint.gradientStops.map((s) => ({ position: s.position, color: hexOf(s.color) })),
        opacity,
        visible,
      };
    case 'IMAGE': {
      const src = paint.imageHash ? await imageSrc(paint.imageHash) : null;
      if (!src) return null;
      const fit = keyOf(SCALE_MODES, paint.scaleMode as (typeof SCALE_MODES)[keyof typeof SCALE_MODES], 'fill');
      return { type: 'image', src, fit, opacity, visible };
    }
    default:
      // Radial, angular and diamond gradients and videos have no Boxify paint yet.
      return null;
  }
}

export function figmaEffect(effect: Effect): globalThis.Effect {
  switch (effect.type) {
    case 'drop-shadow':
    case 'inner-shadow':
      return {
        type: effect.type === 'drop-shadow' ? 'DROP_SHADOW' : 'INNER_SHADOW',
        color: rgba(effect.color),
        offset: { x: effect.x, y: effect.y },
        radius: effect.blur,
        spread: effect.spread,
        visible: effect.visible,
        blendMode: 'NORMAL',
      };
    case 'layer-blur':
    case 'background-blur':
      return {
        type: effect.type === 'layer-blur' ? 'LAYER_BLUR' : 'BACKGROUND_BLUR',
        radius: effect.radius,
        visible: effect.visible,
      } as globalThis.Effect;
  }
}

export function designEffect(effect: globalThis.Effect): Effect | null {
  switch (effect.type) {
    case 'DROP_SHADOW':
    case 'INNER_SHADOW':
      return {
        type: effect.type === 'DROP_SHADOW' ? 'drop-shadow' : 'inner-shadow',
        x: effect.offset.x,
        y: effect.offset.y,
        blur: effect.radius,
        spread: effect.spread ?? 0,
        color: hexOf(effect.color),
        visible: effect.visible,
      };
    case 'LAYER_BLUR':
    case 'BACKGROUND_BLUR':
      return {
        type: effect.type === 'LAYER_BLUR' ? 'layer-blur' : 'background-blur',
        radius: effect.radius,
        visible: effect.visible,
      };
    default:
      return null;
  }
}
