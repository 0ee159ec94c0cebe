import { z } from 'zod';

/** `#rrggbb` or `#rrggbbaa`, lower or upper case. */
export const ColorSchema = z.string().regex(/^#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, {
  message: 'Invalid colour, expected #rrggbb or #rrggbbaa',
});
export type Color = z.infer<typeof ColorSchema>;

export const UnitIntervalSchema = z.number().min(0).max(1);

/** A finite number (JSON has no NaN or Infinity, but a hand-made object may). */
export const FiniteSchema = z.number().finite();
export const SizeSchema = z.number().finite().min(0);

/** Top, right, bottom, left, like CSS `padding`. */
export const PaddingSchema = z.tuple([SizeSchema, SizeSchema, SizeSchema, SizeSchema]);
export type Padding = z.infer<typeof PaddingSchema>;

/** One radius for every corner, or [top-left, top-right, bottom-right, bottom-left] like CSS `border-radius`. */
export const RadiusSchema = z.union([SizeSchema, z.tuple([SizeSchema, SizeSchema, SizeSchema, SizeSchema])]);
export type Radius = z.infer<typeof RadiusSchema>;
