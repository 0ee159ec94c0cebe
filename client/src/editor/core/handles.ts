import type { Box } from '@boxify/design/operations';

import { panelToScreen, type Camera, type Point } from '@client/editor/core/camera';

export type ResizeHandle = 'nw' | 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w';
export type Handle = ResizeHandle | 'rotate';

export const RESIZE_HANDLES: readonly ResizeHandle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];
/** Screen pixels: how close the pointer must be to grab a handle, and how far above the box the rotate knob is. */
export const HANDLE_RADIUS = 6;
export const ROTATE_OFFSET = 22;

/** Handle positions on screen for a box in panel coordinates. */
export function handlePositions(box: Box, camera: Camera): Record<Handle, Point> {
  const a = panelToScreen(camera, { x: box.x, y: box.y });
  const b = panelToScreen(camera, { x: box.x + box.width, y: box.y + box.height });
  const cx = (a.x + b.x) / 2;
  const cy = (a.y + b.y) / 2;
  return {
    nw: { x: a.x, y: a.y },
    n: { x: cx, y: a.y },
    ne: { x: b.x, y: a.y },
    e: { x: b.x, y: cy },
    se: { x: b.x, y: b.y },
    s: { x: cx, y: b.y },
    sw: { x: a.x, y: b.y },
    w: { x: a.x, y: cy },
    rotate: { x: cx, y: a.y - ROTATE_OFFSET },
  };
}

/** The handle under a screen point, corners first. */
export function handleAt(box: Box, camera: Camera, screen: Point): Handle | undefined {
  const positions = handlePositions(box, camera);
  const order: Handle[] = ['rotate', 'nw', 'ne', 'se', 'sw', 'n', 'e', 's', 'w'];
  return order.find((h) => Math.hypot(positions[h].x - screen.x, positions[h].y - screen.y) <= HANDLE_RADIUS + 2);
}

/**
 * The box after dragging a handle by (dx, dy) in panel units. `keepRatio` (shift, or the node's lock ratio) keeps
 * the aspect; `fromCenter` (alt) resizes symmetrically. Sizes never go below 1.
 */
export function resizeBox(
  box: Box,
  handle: ResizeHandle,
  dx: number,
  dy: number,
  keepRatio: boolean,
  fromCenter: boolean,
): Box {
  let left = box.x;
  let top = box.y;
  let right = box.x + box.width;
  let bottom = box.y + box.height;
  const k = fromCenter ? 2 : 1;
  if (handle.includes('w')) left += dx;
  if (handle.includes('e')) right += dx;
  if (handle.includes('n')) top += dy;
  if (handle.includes('s')) bottom += dy;
  let width = Math.max(
    1,
    fromCenter ? box.width + (handle.includes('w') ? -dx : handle.includes('e') ? dx : 0) * k : right - left,
  );
  let height = Math.max(
    1,
    fromCenter ? box.height + (handle.includes('n') ? -dy : handle.includes('s') ? dy : 0) * k : bottom - top,
  );
  if (keepRatio && box.width > 0 && box.height > 0) {
    const ratio = box.width / box.height;
    const horizontalOnly = handle === 'e' || handle === 'w';
    const verticalOnly = handle === 'n' || handle === 's';
    if (horizontalOnly || (!verticalOnly && width / box.width >= height / box.height)) height = width / ratio;
    else width = height * ratio;
  }
  if (fromCenter) {
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    return { x: cx - width / 2, y: cy - height / 2, width, height };
  }
  const x = handle.includes('w') ? box.x + box.width - width : box.x;
  const y = handle.includes('n') ? box.y + box.height - height : box.y;
  return { x, y, width, height };
}
