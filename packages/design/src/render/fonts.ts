// The shipped font files as the code exports and the image renderer use them: only the faces a document needs
// (Noto Sans SC weighs ~10 MB a weight, so it ships only when the text has CJK characters).
import { FONT_FACES, LATIN_FAMILY, matchWeight, type FontFaceFile } from '../fonts/catalog';
import { fontFiles } from '../fonts/font-files';
import { base64 } from './base64';
import type { DesignNode } from '../schema/node';
import type { Panel } from '../schema/panel';
import { isCjk } from '../text/line-breaking';

/** How @font-face rules point at the fonts: files beside the export, inline data, or node_modules on disk. */
export type FontSource = 'relative' | 'data' | 'file' | 'none';

/** `fonts/Inter-400.ttf`, `fonts/NotoSansSC-700.ttf`. */
export function fontExportPath(face: FontFaceFile): string {
  return `fonts/${face.family.replace(/\s+/g, '')}-${face.weight}.ttf`;
}

const bytesCache = new Map<string, Uint8Array>();

/** The .ttf bytes of a shipped face, read once through the font-files port. */
export function fontBytes(face: FontFaceFile): Uint8Array {
  let bytes = bytesCache.get(face.module);
  if (!bytes) {
    bytes = fontFiles().read(face);
    bytesCache.set(face.module, bytes);
  }
  return bytes;
}

/** The faces a set of nodes draws with: Inter at every used weight, Noto Sans SC where CJK text is. */
export function facesForNodes(nodes: readonly DesignNode[]): FontFaceFile[] {
  const wanted = new Set<string>();
  const visit = (node: DesignNode) => {
    if (!node.visible) return;
    if (node.type === 'text') {
      const weight = matchWeight(node.style.fontWeight);
      wanted.add(`${LATIN_FAMILY}|${weight}`);
      if (Array.from(node.characters).some((c) => isCjk(c.codePointAt(0)!))) wanted.add(`cjk|${weight}`);
    }
    if (node.type === 'frame' || node.type === 'group') node.children.forEach(visit);
  };
  nodes.forEach(visit);
  return FONT_FACES.filter((f) => wanted.has(`${f.family === LATIN_FAMILY ? LATIN_FAMILY : 'cjk'}|${f.weight}`));
}

export function facesForPanel(panel: Panel): FontFaceFile[] {
  return facesForNodes(panel.children);
}

function fontUrl(face: FontFaceFile, source: FontSource, base: string): string {
  switch (source) {
    case 'data':
      return `data:font/ttf;base64,${base64(fontBytes(face))}`;
    case 'file':
      return fontFiles().url(face);
    case 'relative':
    case 'none':
      return `${base}${fontExportPath(face)}`;
  }
}

/** @font-face rules for the faces (empty for `none`). `base` prefixes relative URLs (`./`, `../`). */
export function fontFaceRules(faces: readonly FontFaceFile[], source: FontSource, base = ''): string {
  if (source === 'none') return '';
  return faces
    .map(
      (f) =>
        `@font-face {\n  font-family: '${f.family}';\n  font-weight: ${f.weight};\n  font-style: normal;\n  font-display: block;\n  src: url('${fontUrl(f, source, base)}') format('truetype');\n}`,
    )
    .join('\n');
}
