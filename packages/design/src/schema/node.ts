import { z } from 'zod';

import { EffectSchema } from './effect';
import { ImageFitSchema, PaintSchema } from './paint';
import { sanitizeIconSvg } from '../sanitize/svg';
import { FiniteSchema, PaddingSchema, RadiusSchema, SizeSchema, UnitIntervalSchema } from './primitives';

export const NODE_TYPES = ['frame', 'group', 'text', 'rect', 'ellipse', 'image', 'icon', 'vector'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

/** Semantic roles let the HTML renderer pick tags (header → <header>, button → <button>…). */
export const NodeRoleSchema = z.enum([
  'header',
  'nav',
  'main',
  'section',
  'footer',
  'button',
  'link',
  'heading',
  'paragraph',
  'list',
  'listitem',
  'input',
  'image',
  'form',
  'label',
]);
export type NodeRole = z.infer<typeof NodeRoleSchema>;

/** Figma's resizing per axis: fixed size, hug contents (fit content), fill container. */
export const SizingModeSchema = z.enum(['fixed', 'hug', 'fill']);
export type SizingMode = z.infer<typeof SizingModeSchema>;

export const SizingSchema = z.strictObject({
  horizontal: SizingModeSchema.default('fixed'),
  vertical: SizingModeSchema.default('fixed'),
});
export type Sizing = z.infer<typeof SizingSchema>;

export const StrokeAlignSchema = z.enum(['inside', 'center', 'outside']);
export type StrokeAlign = z.infer<typeof StrokeAlignSchema>;

/**
 * Token bindings: a property path of the node (`fills.0.color`, `radius`, `layout.gap`, `style.fontSize`)
 * mapped to a design-system token name (`color.primary`).
 */
export const TokenBindingsSchema = z.record(z.string().min(1), z.string().min(1));
export type TokenBindings = z.infer<typeof TokenBindingsSchema>;

/** Properties every node has; `x`, `y` are relative to the parent's top-left corner (ignored in auto layout). */
const baseShape = {
  id: z.string().min(1),
  name: z.string().default(''),
  visible: z.boolean().default(true),
  locked: z.boolean().default(false),
  opacity: UnitIntervalSchema.default(1),
  /** Degrees, clockwise, around the centre; layout boxes are the unrotated boxes (like a CSS transform). */
  rotation: FiniteSchema.default(0),
  x: FiniteSchema.default(0),
  y: FiniteSchema.default(0),
  width: SizeSchema.default(100),
  height: SizeSchema.default(100),
  sizing: SizingSchema.default({ horizontal: 'fixed', vertical: 'fixed' }),
  fills: z.array(PaintSchema).default([]),
  strokes: z.array(PaintSchema).default([]),
  strokeWidth: SizeSchema.default(1),
  strokeAlign: StrokeAlignSchema.default('inside'),
  radius: RadiusSchema.default(0),
  effects: z.array(EffectSchema).default([]),
  tokens: TokenBindingsSchema.optional(),
  role: NodeRoleSchema.optional(),
  /** Figma's "absolute position": taken out of the parent's auto layout flow and placed at x, y. */
  absolute: z.boolean().default(false),
  /** Keep the aspect ratio when resized (the editor's lock ratio). */
  lockRatio: z.boolean().optional(),
};

export const LayoutModeSchema = z.enum(['none', 'horizontal', 'vertical']);
export type LayoutMode = z.infer<typeof LayoutModeSchema>;
export const LayoutAlignSchema = z.enum(['start', 'center', 'end', 'stretch', 'baseline']);
export type LayoutAlign = z.infer<typeof LayoutAlignSchema>;
export const LayoutJustifySchema = z.enum(['start', 'center', 'end', 'space-between']);
export type LayoutJustify = z.infer<typeof LayoutJustifySchema>;

/** Auto layout of a frame: CSS flexbox with Figma's vocabulary. */
export const AutoLayoutSchema = z.strictObject({
  mode: LayoutModeSchema.default('none'),
  /** Space between items on the main axis. */
  gap: SizeSchema.default(0),
  padding: PaddingSchema.default([0, 0, 0, 0]),
  /** Cross axis. */
  align: LayoutAlignSchema.default('start'),
  /** Main axis. */
  justify: LayoutJustifySchema.default('start'),
  wrap: z.boolean().default(false),
  /** Space between wrapped lines; defaults to `gap`. */
  wrapGap: SizeSchema.optional(),
});
export type AutoLayout = z.infer<typeof AutoLayoutSchema>;
export type AutoLayoutInput = z.input<typeof AutoLayoutSchema>;

export const TextStyleSchema = z.strictObject({
  fontFamily: z.string().min(1).default('Inter'),
  fontSize: z.number().finite().positive().default(16),
  fontWeight: z.number().int().min(100).max(900).default(400),
  /** Pixels, or 'auto' = the font's normal line height (CSS `line-height: normal`). */
  lineHeight: z.union([z.number().finite().positive(), z.literal('auto')]).default('auto'),
  /** Pixels added after every character (CSS `letter-spacing`). */
  letterSpacing: FiniteSchema.default(0),
  textAlign: z.enum(['left', 'center', 'right', 'justify']).default('left'),
  textDecoration: z.enum(['none', 'underline', 'line-through']).default('none'),
  textTransform: z.enum(['none', 'uppercase', 'lowercase', 'capitalize']).default('none'),
  verticalAlign: z.enum(['top', 'middle', 'bottom']).default('top'),
});
export type TextStyle = z.infer<typeof TextStyleSchema>;
export type TextStyleInput = z.input<typeof TextStyleSchema>;

/** Figma's text auto-resize: grow in both directions, grow in height at a fixed width, or a fixed box. */
export const TextAutoResizeSchema = z.enum(['none', 'height', 'width-and-height']);
export type TextAutoResize = z.infer<typeof TextAutoResizeSchema>;

export const TextNodeSchema = z.strictObject({
  ...baseShape,
  type: z.literal('text'),
  characters: z.string().default(''),
  style: TextStyleSchema.default(TextStyleSchema.parse({})),
  autoResize: TextAutoResizeSchema.default('width-and-height'),
  // Text without a fill is invisible: default to black like Figma.
  fills: z.array(PaintSchema).default([{ type: 'solid', color: '#000000', opacity: 1, visible: true }]),
});

export const RectNodeSchema = z.strictObject({ ...baseShape, type: z.literal('rect') });
export const EllipseNodeSchema = z.strictObject({ ...baseShape, type: z.literal('ellipse') });

export const ImageNodeSchema = z.strictObject({
  ...baseShape,
  type: z.literal('image'),
  /** Shorthand for a single image fill. */
  src: z.string().min(1).optional(),
  fit: ImageFitSchema.default('fill'),
  alt: z.string().optional(),
});

/** An icon from a library (tabler, phosphor…), recoloured by its fills. */
export const IconNodeSchema = z.strictObject({
  ...baseShape,
  type: z.literal('icon'),
  library: z.string().min(1).default('tabler'),
  /** The icon's name in its library (`name` stays the layer name, as on every node). */
  icon: z.string().min(1),
  style: z.enum(['outline', 'filled']).default('outline'),
  /** Path data (`M…`) or an inline `<svg>` string, when the icon is not resolved from the library; markup is
   * stored cleaned (sanitize/svg.ts): nothing in it can run script. */
  svg: z.string().overwrite(sanitizeIconSvg).optional(),
});

export const VectorPathSchema = z.strictObject({
  d: z.string().min(1),
  fillRule: z.enum(['nonzero', 'evenodd']).default('nonzero'),
});

/** Paths in the node's own coordinates (or in `viewBox`, scaled to the node's box): chart lines, bars, pie slices. */
export const VectorNodeSchema = z.strictObject({
  ...baseShape,
  type: z.literal('vector'),
  paths: z.array(VectorPathSchema).default([]),
  viewBox: z.tuple([FiniteSchema, FiniteSchema, SizeSchema, SizeSchema]).optional(),
});

// Containers and the node union refer to each other: the union's explicit type breaks the cycle for TypeScript.
type ChildrenSchema = z.ZodDefault<z.ZodArray<z.ZodLazy<z.ZodType<DesignNode, DesignNodeInput>>>>;
const childrenSchema = (): ChildrenSchema => z.array(z.lazy(() => DesignNodeSchema)).default([]);

/** A frame's own properties; `FrameNodeSchema` adds `children`. */
export const FrameShellSchema = z.strictObject({
  ...baseShape,
  type: z.literal('frame'),
  layout: AutoLayoutSchema.default(AutoLayoutSchema.parse({})),
  /** Clip content (Figma's default for frames). */
  clip: z.boolean().default(true),
});
export const FrameNodeSchema = FrameShellSchema.extend({ children: childrenSchema() });

/** A group has no layout and no size of its own: its box hugs its children, which are placed relative to it. */
export const GroupShellSchema = z.strictObject({ ...baseShape, type: z.literal('group') });
export const GroupNodeSchema = GroupShellSchema.extend({ children: childrenSchema() });

export type FrameNode = z.output<typeof FrameShellSchema> & { children: DesignNode[] };
export type GroupNode = z.output<typeof GroupShellSchema> & { children: DesignNode[] };
export type FrameNodeInput = z.input<typeof FrameShellSchema> & { children?: DesignNodeInput[] };
export type GroupNodeInput = z.input<typeof GroupShellSchema> & { children?: DesignNodeInput[] };
export type TextNode = z.output<typeof TextNodeSchema>;
export type RectNode = z.output<typeof RectNodeSchema>;
export type EllipseNode = z.output<typeof EllipseNodeSchema>;
export type ImageNode = z.output<typeof ImageNodeSchema>;
export type IconNode = z.output<typeof IconNodeSchema>;
export type VectorNode = z.output<typeof VectorNodeSchema>;
export type VectorPath = z.output<typeof VectorPathSchema>;

export type DesignNode = FrameNode | GroupNode | TextNode | RectNode | EllipseNode | ImageNode | IconNode | VectorNode;
/** What a caller may write: every property with a default may be left out. */
export type DesignNodeInput =
  | FrameNodeInput
  | GroupNodeInput
  | z.input<typeof TextNodeSchema>
  | z.input<typeof RectNodeSchema>
  | z.input<typeof EllipseNodeSchema>
  | z.input<typeof ImageNodeSchema>
  | z.input<typeof IconNodeSchema>
  | z.input<typeof VectorNodeSchema>;

export const DesignNodeSchema: z.ZodType<DesignNode, DesignNodeInput> = z.discriminatedUnion('type', [
  FrameNodeSchema,
  GroupNodeSchema,
  TextNodeSchema,
  RectNodeSchema,
  EllipseNodeSchema,
  ImageNodeSchema,
  IconNodeSchema,
  VectorNodeSchema,
]);

export type ContainerNode = FrameNode | GroupNode;

/** Per type, the schema of a node's own properties (containers without `children`, so a patch validates fast). */
export const NODE_SHELL_SCHEMAS = {
  frame: FrameShellSchema,
  group: GroupShellSchema,
  text: TextNodeSchema,
  rect: RectNodeSchema,
  ellipse: EllipseNodeSchema,
  image: ImageNodeSchema,
  icon: IconNodeSchema,
  vector: VectorNodeSchema,
} as const;

export function isContainer(node: DesignNode): node is ContainerNode {
  return node.type === 'frame' || node.type === 'group';
}

export function isAutoLayoutFrame(node: DesignNode | undefined): node is FrameNode {
  return node !== undefined && node.type === 'frame' && node.layout.mode !== 'none';
}
