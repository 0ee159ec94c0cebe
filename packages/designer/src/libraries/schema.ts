import { z } from 'zod';

import { ColorSchema } from '@boxify/design/schema';

/** Colour roles every library defines (the section kit binds to these names). */
export const COLOR_ROLES = [
  'primary',
  'on-primary',
  'secondary',
  'on-secondary',
  'background',
  'surface',
  'surface-muted',
  'on-surface',
  'on-surface-muted',
  'border',
  'success',
  'warning',
  'danger',
] as const;
export const SPACE_STEPS = ['1', '2', '3', '4', '5', '6', '8', '10', '12', '16'] as const;
export const RADIUS_STEPS = ['none', 'sm', 'md', 'lg', 'xl', 'full'] as const;
export const TYPE_ROLES = ['display', 'h1', 'h2', 'h3', 'title', 'body', 'body-sm', 'label', 'caption'] as const;

const record = <K extends readonly [string, ...string[]], V extends z.ZodType>(keys: K, value: V) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, value])) as { [P in K[number]]: V });

export const TypeStyleSchema = z.strictObject({
  size: z.number().positive().max(200),
  weight: z.number().int().min(100).max(900),
  lineHeight: z.number().positive().max(300),
  letterSpacing: z.number().min(-10).max(20).default(0),
});
export type TypeStyle = z.infer<typeof TypeStyleSchema>;

/** One theme of a library: the colour, spacing, font, typography and radius settings of the spec. */
export const LibraryThemeSchema = z.strictObject({
  color: record(COLOR_ROLES, ColorSchema),
  space: record(SPACE_STEPS, z.number().min(0).max(256)),
  radius: record(RADIUS_STEPS, z.number().min(0).max(9999)),
  font: z.strictObject({ family: z.string().min(1).max(80) }),
  typography: record(TYPE_ROLES, TypeStyleSchema),
});
export type LibraryTheme = z.infer<typeof LibraryThemeSchema>;
export type LibraryThemeInput = z.input<typeof LibraryThemeSchema>;

export const LibraryDefinitionSchema = z.strictObject({
  id: z.string().min(1).max(64),
  name: z.strictObject({ en: z.string().min(1).max(40), zh: z.string().min(1).max(40) }),
  description: z.strictObject({ en: z.string().max(200), zh: z.string().max(200) }),
  light: LibraryThemeSchema,
  dark: LibraryThemeSchema,
});
export type LibraryDefinition = z.infer<typeof LibraryDefinitionSchema>;

/**
 * A theme as the flat token table the kernel binds to (`color.primary`, `space.4`, `radius.md`, `font.family`,
 * `type.body.size`…), the same names `apply-tokens` and node `tokens` use.
 */
export function flattenTheme(theme: LibraryTheme): Record<string, string | number> {
  const out: Record<string, string | number> = { 'font.family': theme.font.family };
  for (const [k, v] of Object.entries(theme.color)) out[`color.${k}`] = v;
  for (const [k, v] of Object.entries(theme.space)) out[`space.${k}`] = v;
  for (const [k, v] of Object.entries(theme.radius)) out[`radius.${k}`] = v;
  for (const [role, style] of Object.entries(theme.typography)) {
    for (const [k, v] of Object.entries(style)) out[`type.${role}.${k}`] = v;
  }
  return out;
}
