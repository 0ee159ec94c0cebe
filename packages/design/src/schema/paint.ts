import { z } from 'zod';

import { ColorSchema, FiniteSchema, UnitIntervalSchema } from './primitives';

export const SolidPaintSchema = z.strictObject({
  type: z.literal('solid'),
  color: ColorSchema,
  opacity: UnitIntervalSchema.default(1),
  visible: z.boolean().default(true),
});

export const GradientStopSchema = z.strictObject({
  position: UnitIntervalSchema,
  color: ColorSchema,
});

/** `angle` in degrees with CSS `linear-gradient` semantics: 0 points up, 90 right, 180 (default) down. */
export const LinearGradientPaintSchema = z.strictObject({
  type: z.literal('linear-gradient'),
  angle: FiniteSchema.default(180),
  stops: z.array(GradientStopSchema).min(2),
  opacity: UnitIntervalSchema.default(1),
  visible: z.boolean().default(true),
});

/** Figma's image scale modes: fill = CSS cover, fit = contain, crop = cover anchored at the centre, tile = repeat. */
export const ImageFitSchema = z.enum(['fill', 'fit', 'crop', 'tile']);

export const ImagePaintSchema = z.strictObject({
  type: z.literal('image'),
  src: z.string().min(1),
  fit: ImageFitSchema.default('fill'),
  opacity: UnitIntervalSchema.default(1),
  visible: z.boolean().default(true),
});

export const PaintSchema = z.discriminatedUnion('type', [
  SolidPaintSchema,
  LinearGradientPaintSchema,
  ImagePaintSchema,
]);

export type SolidPaint = z.infer<typeof SolidPaintSchema>;
export type GradientStop = z.infer<typeof GradientStopSchema>;
export type LinearGradientPaint = z.infer<typeof LinearGradientPaintSchema>;
export type ImageFit = z.infer<typeof ImageFitSchema>;
export type ImagePaint = z.infer<typeof ImagePaintSchema>;
export type Paint = z.infer<typeof PaintSchema>;
export type PaintInput = z.input<typeof PaintSchema>;
