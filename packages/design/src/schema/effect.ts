import { z } from 'zod';

import { ColorSchema, FiniteSchema, SizeSchema } from './primitives';

const shadowShape = {
  x: FiniteSchema.default(0),
  y: FiniteSchema.default(4),
  blur: SizeSchema.default(8),
  spread: FiniteSchema.default(0),
  color: ColorSchema.default('#00000040'),
  visible: z.boolean().default(true),
};

export const DropShadowSchema = z.strictObject({ type: z.literal('drop-shadow'), ...shadowShape });
export const InnerShadowSchema = z.strictObject({ type: z.literal('inner-shadow'), ...shadowShape });
export const LayerBlurSchema = z.strictObject({
  type: z.literal('layer-blur'),
  radius: SizeSchema.default(4),
  visible: z.boolean().default(true),
});
export const BackgroundBlurSchema = z.strictObject({
  type: z.literal('background-blur'),
  radius: SizeSchema.default(4),
  visible: z.boolean().default(true),
});

export const EffectSchema = z.discriminatedUnion('type', [
  DropShadowSchema,
  InnerShadowSchema,
  LayerBlurSchema,
  BackgroundBlurSchema,
]);

export type DropShadow = z.infer<typeof DropShadowSchema>;
export type InnerShadow = z.infer<typeof InnerShadowSchema>;
export type LayerBlur = z.infer<typeof LayerBlurSchema>;
export type BackgroundBlur = z.infer<typeof BackgroundBlurSchema>;
export type Effect = z.infer<typeof EffectSchema>;
