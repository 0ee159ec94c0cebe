import { z } from 'zod';

import { BackgroundBlurSchema, DropShadowSchema, EffectSchema, InnerShadowSchema, LayerBlurSchema } from './effect';
import {
  AutoLayoutSchema,
  DesignNodeSchema,
  EllipseNodeSchema,
  FrameNodeSchema,
  GroupNodeSchema,
  IconNodeSchema,
  ImageNodeSchema,
  LayoutAlignSchema,
  LayoutJustifySchema,
  LayoutModeSchema,
  NodeRoleSchema,
  RectNodeSchema,
  SizingModeSchema,
  SizingSchema,
  StrokeAlignSchema,
  TextAutoResizeSchema,
  TextNodeSchema,
  TextStyleSchema,
  TokenBindingsSchema,
  VectorNodeSchema,
  VectorPathSchema,
} from './node';
import {
  GradientStopSchema,
  ImageFitSchema,
  ImagePaintSchema,
  LinearGradientPaintSchema,
  PaintSchema,
  SolidPaintSchema,
} from './paint';
import { PanelSchema } from './panel';
import { ColorSchema, PaddingSchema, RadiusSchema } from './primitives';

export type JsonSchemaTarget = 'draft-2020-12' | 'draft-07' | 'openapi-3.0';

/**
 * The names the document's parts carry in JSON Schema, and so in the OpenAPI file's components: generated SDKs
 * read `TextNode`, `Paint`, `Color`, not `__schema12`. Every part used in more than one place, or through the
 * `children` recursion, has one; the rest is written inline. A registry of its own, not zod's global one, so
 * the server's DTO conversion never sees these ids.
 */
export const DESIGN_SCHEMA_NAMES = {
  DesignNode: DesignNodeSchema,
  FrameNode: FrameNodeSchema,
  GroupNode: GroupNodeSchema,
  TextNode: TextNodeSchema,
  RectNode: RectNodeSchema,
  EllipseNode: EllipseNodeSchema,
  ImageNode: ImageNodeSchema,
  IconNode: IconNodeSchema,
  VectorNode: VectorNodeSchema,
  VectorPath: VectorPathSchema,
  TextStyle: TextStyleSchema,
  TextAutoResize: TextAutoResizeSchema,
  AutoLayout: AutoLayoutSchema,
  LayoutMode: LayoutModeSchema,
  LayoutAlign: LayoutAlignSchema,
  LayoutJustify: LayoutJustifySchema,
  Sizing: SizingSchema,
  SizingMode: SizingModeSchema,
  StrokeAlign: StrokeAlignSchema,
  NodeRole: NodeRoleSchema,
  TokenBindings: TokenBindingsSchema,
  Paint: PaintSchema,
  SolidPaint: SolidPaintSchema,
  LinearGradientPaint: LinearGradientPaintSchema,
  GradientStop: GradientStopSchema,
  ImagePaint: ImagePaintSchema,
  ImageFit: ImageFitSchema,
  Effect: EffectSchema,
  DropShadow: DropShadowSchema,
  InnerShadow: InnerShadowSchema,
  LayerBlur: LayerBlurSchema,
  BackgroundBlur: BackgroundBlurSchema,
  Color: ColorSchema,
  Padding: PaddingSchema,
  Radius: RadiusSchema,
} as const satisfies Record<string, z.ZodType>;

export const designSchemaNames = z.registry<{ id: string }>();
for (const [id, schema] of Object.entries(DESIGN_SCHEMA_NAMES)) designSchemaNames.add(schema, { id });

/**
 * The JSON Schema of a panel document, for the OpenAPI file. `io: 'input'` describes what a client may send
 * (properties with defaults are optional); the named parts (DESIGN_SCHEMA_NAMES) become `$ref`s into `$defs`.
 */
export function panelJsonSchema(target: JsonSchemaTarget = 'draft-2020-12', io: 'input' | 'output' = 'input') {
  return z.toJSONSchema(PanelSchema, { target, io, metadata: designSchemaNames });
}

/** The JSON Schema of one node (a subtree), e.g. for insert operations. */
export function nodeJsonSchema(target: JsonSchemaTarget = 'draft-2020-12', io: 'input' | 'output' = 'input') {
  return z.toJSONSchema(DesignNodeSchema, { target, io, metadata: designSchemaNames });
}
