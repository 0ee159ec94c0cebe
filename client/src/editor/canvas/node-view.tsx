import { createElement, memo, type CSSProperties, type ReactNode } from 'react';

import type { Box } from '@boxify/design/operations';
import { iconSvg, imageSrc, nodeDeclarations, vectorSvg, type RenderElement } from '@boxify/design/render-dom';
import type { DesignNode, FrameNode, LayoutMode } from '@boxify/design/schema';

import { groupExtent } from '@client/editor/core/group-extent';
import { toReactStyle } from '@client/editor/canvas/node-style';

/** How the parent places this node: the panel, a group, or a frame with its auto-layout mode. */
export type ParentKind = 'panel' | 'group' | LayoutMode;

// nodeDeclarations reads only the parent's type and layout mode: one stand-in per kind keeps NodeView memoised.
const STAND_INS: Record<ParentKind, DesignNode | null> = {
  panel: null,
  group: { type: 'group' } as DesignNode,
  none: { type: 'frame', layout: { mode: 'none' } } as FrameNode,
  horizontal: { type: 'frame', layout: { mode: 'horizontal' } } as FrameNode,
  vertical: { type: 'frame', layout: { mode: 'vertical' } } as FrameNode,
};

const ORIGIN: Box = { x: 0, y: 0, width: 0, height: 0 };

export type NodeViewProps = {
  node: DesignNode;
  parentKind: ParentKind;
  /** The parent group's offset (children of groups), else 0, 0. */
  offsetX: number;
  offsetY: number;
};

function svgChildren(children: RenderElement[]): ReactNode[] {
  return children.map((child, i) =>
    createElement(
      child.tag,
      { key: i, ...svgAttributes(child.attrs) },
      ...(child.text !== undefined ? [child.text] : svgChildren(child.children)),
    ),
  );
}

const svgAttributes = (attrs: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(attrs).map(([k, v]) => [
      k === 'class' ? 'className' : k.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()),
      v,
    ]),
  );

/**
 * One design node as DOM, with the same CSS declarations the HTML export writes (css.ts): the browser's flexbox
 * lays out auto layout, so the canvas and the export share one layout. Memoised on the node object: documents
 * share untouched branches, so an edit re-renders only the path to what changed.
 */
export const NodeView = memo(function NodeView({ node, parentKind, offsetX, offsetY }: NodeViewProps) {
  if (!node.visible) return null;
  const inFlow = (parentKind === 'horizontal' || parentKind === 'vertical') && !node.absolute;
  const group = node.type === 'group' ? groupExtent(node) : undefined;
  // Boxes relative to the parent: only their difference (left/top) and a group's size are read.
  const box: Box = {
    x: node.x + (group?.x ?? 0) - offsetX,
    y: node.y + (group?.y ?? 0) - offsetY,
    width: group?.width ?? node.width,
    height: group?.height ?? node.height,
  };
  const declarations = nodeDeclarations(node, {
    target: 'browser',
    tokens: false,
    parent: STAND_INS[parentKind],
    inFlow,
    box,
    parentBox: ORIGIN,
  });
  const style: CSSProperties = toReactStyle(declarations);
  const common = { 'data-node-id': node.id, style };

  switch (node.type) {
    case 'text':
      return <span {...common}>{node.characters}</span>;
    case 'image': {
      const src = imageSrc(node);
      return src ? <img {...common} src={src} alt={node.alt ?? node.name} draggable={false} /> : <div {...common} />;
    }
    case 'icon': {
      // Inline markup arrives cleaned as plain elements (the kernel's sanitiser): no innerHTML here.
      const svg = iconSvg(node);
      const attrs = svgAttributes(svg.attrs);
      return (
        <svg {...common} {...attrs} aria-hidden>
          {svgChildren(svg.children)}
        </svg>
      );
    }
    case 'vector': {
      const svg = vectorSvg(node);
      return (
        <svg {...common} {...svgAttributes(svg.attrs)} aria-hidden>
          {svgChildren(svg.children)}
        </svg>
      );
    }
    case 'rect':
    case 'ellipse':
      return <div {...common} />;
    case 'frame':
    case 'group': {
      const kind: ParentKind = node.type === 'group' ? 'group' : node.layout.mode;
      const childOffsetX = group ? group.x : 0;
      const childOffsetY = group ? group.y : 0;
      return (
        <div {...common}>
          {node.children.map((child) => (
            <NodeView key={child.id} node={child} parentKind={kind} offsetX={childOffsetX} offsetY={childOffsetY} />
          ))}
        </div>
      );
    }
  }
});
