import { z } from 'zod';

import { DesignNodeSchema } from './node';
import { ColorSchema } from './primitives';

/** The version written by this kernel; `migrate` brings older documents up to it. */
export const CURRENT_DOCUMENT_VERSION = 1;

export const PANEL_MIN_WIDTH = 375;
export const PANEL_MIN_HEIGHT = 100;

/** A panel (an artboard, Figma's top-level frame): the document the canvas, the designer and every export read. */
export const PanelSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().trim().min(1, { message: 'Panel name is required' }),
  width: z.number().finite().min(PANEL_MIN_WIDTH),
  height: z.number().finite().min(PANEL_MIN_HEIGHT),
  background: ColorSchema.default('#ffffff'),
  children: z.array(DesignNodeSchema).default([]),
  version: z.literal(CURRENT_DOCUMENT_VERSION).default(CURRENT_DOCUMENT_VERSION),
});

export type Panel = z.infer<typeof PanelSchema>;
export type PanelInput = z.input<typeof PanelSchema>;
