import type { Box } from '@boxify/design/operations';

/** Where the panel sits on screen: `screen = panel * zoom + (x, y)` inside the canvas viewport. */
export type Camera = { x: number; y: number; zoom: number };
export type Point = { x: number; y: number };
export type Size = { width: number; height: number };

export const MIN_ZOOM = 0.02;
export const MAX_ZOOM = 64;
/** The zoom ladder: zoom in / out, the toolbar and each wheel notch go one rung (a fit may land between rungs). */
export const ZOOM_STEPS = [0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 4];
/** Space around a fitted box, in screen pixels. */
const FIT_MARGIN = 48;

export const clampZoom = (zoom: number): number => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

export function screenToPanel(camera: Camera, point: Point): Point {
  return { x: (point.x - camera.x) / camera.zoom, y: (point.y - camera.y) / camera.zoom };
}

export function panelToScreen(camera: Camera, point: Point): Point {
  return { x: point.x * camera.zoom + camera.x, y: point.y * camera.zoom + camera.y };
}

/** Zooms to `zoom` keeping the panel point under `anchor` (a screen point) where it is. */
export function zoomAt(camera: Camera, zoom: number, anchor: Point): Camera {
  const next = clampZoom(zoom);
  const p = screenToPanel(camera, anchor);
  return { zoom: next, x: anchor.x - p.x * next, y: anchor.y - p.y * next };
}

export function nextZoomStep(zoom: number, direction: 1 | -1): number {
  if (direction > 0) return ZOOM_STEPS.find((s) => s > zoom + 1e-9) ?? ZOOM_STEPS[ZOOM_STEPS.length - 1];
  return [...ZOOM_STEPS].reverse().find((s) => s < zoom - 1e-9) ?? ZOOM_STEPS[0];
}

/** A camera showing `box` whole and centred in a viewport; `maxZoom` keeps small boxes from blowing up. */
export function fitBox(box: Box, viewport: Size, maxZoom = 1): Camera {
  const w = Math.max(1, viewport.width - FIT_MARGIN * 2);
  const h = Math.max(1, viewport.height - FIT_MARGIN * 2);
  const zoom = clampZoom(Math.min(maxZoom, w / Math.max(1, box.width), h / Math.max(1, box.height)));
  return {
    zoom,
    x: viewport.width / 2 - (box.x + box.width / 2) * zoom,
    y: viewport.height / 2 - (box.y + box.height / 2) * zoom,
  };
}
