// figma-api-stub with what it lacks for the plugin: ellipses, SVG import (a frame that keeps its markup) and
// Figma's own font list (Inter and Noto Sans SC, styles spelt with spaces as Figma spells them).
import { createFigma } from 'figma-api-stub';

const STYLES = ['Thin', 'Extra Light', 'Light', 'Regular', 'Medium', 'Semi Bold', 'Bold', 'Extra Bold', 'Black'];

export type StubFigma = PluginAPI & { svgOf(node: SceneNode): string | undefined };

export function stubFigma(): StubFigma {
  // simulateErrors: characters without a loaded font throw, as in Figma.
  const figma = createFigma({ simulateErrors: true }) as unknown as PluginAPI;
  const svgs = new WeakMap<SceneNode, string>();
  Object.assign(figma, {
    createEllipse: () => Object.assign(figma.createRectangle(), { type: 'ELLIPSE' }),
    createNodeFromSvg: (svg: string) => {
      const frame = figma.createFrame();
      const size = (name: string) => Number(new RegExp(`<svg[^>]*\\s${name}="([\\d.]+)"`).exec(svg)?.[1] ?? 100);
      frame.resize(size('width'), size('height'));
      svgs.set(frame, svg);
      return frame;
    },
    listAvailableFontsAsync: async () =>
      ['Inter', 'Noto Sans SC'].flatMap((family) => STYLES.map((style) => ({ fontName: { family, style } }))),
    svgOf: (node: SceneNode) => svgs.get(node),
  });
  return figma as StubFigma;
}
