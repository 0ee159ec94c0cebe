// The panel as .fig node changes: one FRAME on the page, then every layer at its laid-out box (the stored
// document keeps auto-layout children at placeholder sizes; the kernel's layout has the real ones).
import { encodeCommandsBlob, encodeVectorNetworkBlob } from 'openfig-core';

import { effectiveSizing } from '../layout/sizing';
import type { LayoutResult } from '../layout/types';
import type { Box } from '../operations/geometry';
import type { DesignNode, FrameNode, TextNode } from '../schema/node';
import type { Panel } from '../schema/panel';
import type { Radius } from '../schema/primitives';
import { iconPaths, vectorPaths, type FittedPath } from './icon-paths';
import { figColor, figEffect, figPaint, type FigImage, type FigMatrix } from './paints';
import { ALIGN, figFontStyle, figLayerName, JUSTIFY, TEXT_ALIGN } from './vocabulary';

export type FigGuid = { sessionID: number; localID: number };
export type FigNodeChange = Record<string, unknown> & { guid: FigGuid; type: string; name: string };

/** Where the template keeps its page: our frame goes on it. */
export const PAGE_GUID: FigGuid = { sessionID: 0, localID: 1 };
// Our nodes live in a session of their own so they never meet the template's ids.
const SESSION = 1;

/** Positions in the parent: fixed-width strings that sort in the children's order (first is the bottom layer). */
function positions(count: number): string[] {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz';
  let width = 1;
  while (alphabet.length ** width < count) width++;
  return Array.from({ length: count }, (_, i) => {
    let s = '';
    for (let n = i, k = 0; k < width; k++, n = Math.floor(n / alphabet.length)) s = alphabet[n % alphabet.length] + s;
    return s;
  });
}

/** A node at x, y (its unrotated box) turned clockwise by `degrees` about its centre. */
function placement(x: number, y: number, width: number, height: number, degrees: number): FigMatrix {
  if (!degrees) return { m00: 1, m01: 0, m02: x, m10: 0, m11: 1, m12: y };
  const rad = (degrees * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const cx = x + width / 2;
  const cy = y + height / 2;
  return {
    m00: cos,
    m01: -sin,
    m02: cx - (cos * width) / 2 + (sin * height) / 2,
    m10: sin,
    m11: cos,
    m12: cy - (sin * width) / 2 - (cos * height) / 2,
  };
}

function radiusFields(radius: Radius): Record<string, unknown> {
  if (typeof radius === 'number') return { cornerRadius: radius };
  const [tl, tr, br, bl] = radius;
  if (tl === tr && tr === br && br === bl) return { cornerRadius: tl };
  return {
    cornerRadius: Math.max(tl, tr, br, bl),
    rectangleCornerRadiiIndependent: true,
    rectangleTopLeftCornerRadius: tl,
    rectangleTopRightCornerRadius: tr,
    rectangleBottomRightCornerRadius: br,
    rectangleBottomLeftCornerRadius: bl,
  };
}

const HUG = 'RESIZE_TO_FIT_WITH_IMPLICIT_SIZE';

/** A frame's auto layout as Figma's stack fields. */
function stackFields(frame: FrameNode, inFlow: boolean): Record<string, unknown> {
  const l = frame.layout;
  if (l.mode === 'none') return { stackMode: 'NONE' };
  const sizing = effectiveSizing(frame, inFlow);
  const [primary, counter] =
    l.mode === 'horizontal' ? [sizing.horizontal, sizing.vertical] : [sizing.vertical, sizing.horizontal];
  return {
    stackMode: l.mode === 'horizontal' ? 'HORIZONTAL' : 'VERTICAL',
    stackSpacing: l.gap,
    stackVerticalPadding: l.padding[0],
    stackPaddingRight: l.padding[1],
    stackPaddingBottom: l.padding[2],
    stackHorizontalPadding: l.padding[3],
    stackPrimaryAlignItems: JUSTIFY[l.justify],
    stackCounterAlignItems: ALIGN[l.align],
    stackPrimarySizing: primary === 'hug' ? HUG : 'FIXED',
    stackCounterSizing: counter === 'hug' ? HUG : 'FIXED',
    ...(l.wrap ? { stackWrap: 'WRAP', stackCounterSpacing: l.wrapGap ?? l.gap } : {}),
  };
}

/** How a child sits in its parent's auto layout: absolute, growing on the main axis, stretched across. */
function childStackFields(node: DesignNode, parent: FrameNode | undefined): Record<string, unknown> {
  if (!parent || parent.layout.mode === 'none') return {};
  if (node.absolute) return { stackPositioning: 'ABSOLUTE' };
  const sizing = effectiveSizing(node, node.visible);
  const row = parent.layout.mode === 'horizontal';
  const [main, cross] = row ? [sizing.horizontal, sizing.vertical] : [sizing.vertical, sizing.horizontal];
  const stretch = cross === 'fill' || (parent.layout.align === 'stretch' && cross !== 'fixed');
  return {
    stackPositioning: 'AUTO',
    ...(main === 'fill' ? { stackChildPrimaryGrow: 1 } : {}),
    ...(stretch ? { stackChildAlignSelf: 'STRETCH' } : {}),
  };
}

const VERTICAL_ALIGN = { top: 'TOP', middle: 'CENTER', bottom: 'BOTTOM' } as const;
const AUTO_RESIZE = { none: 'NONE', height: 'HEIGHT', 'width-and-height': 'WIDTH_AND_HEIGHT' } as const;
const CASES = { none: 'ORIGINAL', uppercase: 'UPPER', lowercase: 'LOWER', capitalize: 'TITLE' } as const;
const DECORATIONS = { none: 'NONE', underline: 'UNDERLINE', 'line-through': 'STRIKETHROUGH' } as const;

function textFields(node: TextNode): Record<string, unknown> {
  const s = node.style;
  const style = figFontStyle(s.fontWeight);
  return {
    textData: { characters: node.characters },
    fontSize: s.fontSize,
    fontName: { family: s.fontFamily, style, postscript: `${s.fontFamily.replace(/\s+/g, '')}-${style}` },
    lineHeight: s.lineHeight === 'auto' ? { value: 100, units: 'PERCENT' } : { value: s.lineHeight, units: 'PIXELS' },
    letterSpacing: { value: s.letterSpacing, units: 'PIXELS' },
    textAlignHorizontal: TEXT_ALIGN[s.textAlign],
    textAlignVertical: VERTICAL_ALIGN[s.verticalAlign],
    textAutoResize: AUTO_RESIZE[node.autoResize],
    textCase: CASES[s.textTransform],
    textDecoration: DECORATIONS[s.textDecoration],
  };
}

export type FigBuildContext = {
  layout: LayoutResult;
  /** The image behind an address (a placeholder when it could not be had). */
  image: (src: string) => FigImage;
  /** The message's blobs: vector geometry is appended here and referred to by index. */
  blobs: { bytes: Uint8Array }[];
};

/** Vector geometry: one region per path (filled), or open strokes without regions (outline icons). */
function vectorFields(
  paths: readonly FittedPath[],
  width: number,
  height: number,
  filled: boolean,
  ctx: FigBuildContext,
) {
  const blob = (bytes: Uint8Array) => ctx.blobs.push({ bytes }) - 1;
  const geometry = filled
    ? paths.map((p) => ({ windingRule: p.winding, commandsBlob: blob(encodeCommandsBlob(p.commands)), styleID: 0 }))
    : [];
  const network = blob(
    encodeVectorNetworkBlob(
      paths.map((p) => p.commands),
      { emitRegions: filled },
    ),
  );
  return {
    fillGeometry: geometry,
    vectorData: { vectorNetworkBlob: network, normalizedSize: { x: width, y: height } },
  };
}

/** Every node change for the panel: the frame on the page first, then its layers depth first. */
export function panelNodeChanges(panel: Panel, ctx: FigBuildContext): FigNodeChange[] {
  let next = 1;
  const guid = (): FigGuid => ({ sessionID: SESSION, localID: next++ });
  const paints = (list: DesignNode['fills']) => list.map((p) => figPaint(p, ctx.image));
  const root = guid();
  const out: FigNodeChange[] = [
    {
      guid: root,
      phase: 'CREATED',
      parentIndex: { guid: PAGE_GUID, position: 'a' },
      type: 'FRAME',
      name: panel.name,
      visible: true,
      opacity: 1,
      size: { x: panel.width, y: panel.height },
      transform: placement(0, 0, panel.width, panel.height, 0),
      fillPaints: [
        {
          type: 'SOLID',
          color: { ...figColor(panel.background), a: 1 },
          opacity: figColor(panel.background).a,
          visible: true,
          blendMode: 'NORMAL',
        },
      ],
      frameMaskDisabled: false,
      stackMode: 'NONE',
    },
  ];

  const visit = (nodes: readonly DesignNode[], parentGuid: FigGuid, parentBox: Box, parent: FrameNode | undefined) => {
    // Figma cannot hold an empty text layer: it has nothing to lay out.
    const kept = nodes.filter((n) => n.type !== 'text' || n.characters.length > 0);
    const places = positions(kept.length);
    kept.forEach((node, i) => {
      const box = ctx.layout.boxes.get(node.id) ?? {
        x: parentBox.x + node.x,
        y: parentBox.y + node.y,
        width: node.width,
        height: node.height,
      };
      const id = guid();
      const change: FigNodeChange = {
        guid: id,
        phase: 'CREATED',
        parentIndex: { guid: parentGuid, position: places[i]! },
        type: 'FRAME',
        name: figLayerName(node),
        visible: node.visible,
        locked: node.locked,
        opacity: node.opacity,
        size: { x: box.width, y: box.height },
        transform: placement(box.x - parentBox.x, box.y - parentBox.y, box.width, box.height, node.rotation),
        fillPaints: paints(node.fills),
        strokePaints: paints(node.strokes),
        strokeWeight: node.strokeWidth,
        strokeAlign: node.strokeAlign.toUpperCase(),
        effects: node.effects.map(figEffect),
        blendMode: 'PASS_THROUGH',
        ...childStackFields(node, parent),
      };
      switch (node.type) {
        case 'frame':
          Object.assign(
            change,
            radiusFields(node.radius),
            { frameMaskDisabled: !node.clip },
            stackFields(node, !!parent && parent.layout.mode !== 'none' && !node.absolute),
          );
          break;
        case 'group':
          // Figma writes a group as a frame that resizes to fit its children and neither clips nor paints.
          Object.assign(change, { resizeToFit: true, frameMaskDisabled: true, fillPaints: [], strokePaints: [] });
          break;
        case 'text':
          Object.assign(change, { type: 'TEXT' }, textFields(node));
          break;
        case 'rect':
          Object.assign(change, { type: 'RECTANGLE' }, radiusFields(node.radius));
          break;
        case 'ellipse':
          change.type = 'ELLIPSE';
          break;
        case 'image':
          // An image layer is a rectangle painted with the picture, under any fills of its own.
          Object.assign(change, { type: 'RECTANGLE' }, radiusFields(node.radius), {
            fillPaints: [
              ...(node.src
                ? [figPaint({ type: 'image', src: node.src, fit: node.fit, opacity: 1, visible: true }, ctx.image)]
                : []),
              ...paints(node.fills),
            ],
          });
          break;
        case 'icon': {
          const drawn = iconPaths(node, box.width, box.height);
          Object.assign(
            change,
            { type: 'VECTOR' },
            vectorFields(drawn.paths, box.width, box.height, !drawn.outline, ctx),
          );
          if (drawn.outline)
            // An outline icon is its strokes, coloured by the icon's fills.
            Object.assign(change, {
              fillPaints: [],
              strokePaints: paints(node.fills),
              strokeWeight: drawn.strokeWidth,
              strokeAlign: 'CENTER',
              strokeCap: 'ROUND',
              strokeJoin: 'ROUND',
            });
          break;
        }
        case 'vector':
          Object.assign(
            change,
            { type: 'VECTOR', strokeAlign: 'CENTER' },
            vectorFields(vectorPaths(node, box.width, box.height), box.width, box.height, true, ctx),
          );
          break;
      }
      out.push(change);
      if (node.type === 'frame' || node.type === 'group')
        visit(node.children, id, box, node.type === 'frame' ? node : undefined);
    });
  };
  visit(panel.children, root, ctx.layout.panel, undefined);
  return out;
}
