import type { FontFaceFile } from './catalog';

/**
 * Where the shipped font files come from. The kernel never reads a disk itself: a server provides the files
 * (`@boxify/design/node` does on import), a browser passes `loadFont` to the layout engine instead.
 */
export type FontFiles = {
  /** The bytes of a shipped face. */
  read(face: FontFaceFile): Uint8Array;
  /** A URL a browser or renderer on the same machine can load the face from (`file://…`). */
  url(face: FontFaceFile): string;
};

let provided: FontFiles | undefined;

export function provideFontFiles(files: FontFiles): void {
  provided = files;
}

export function fontFiles(): FontFiles {
  if (!provided) {
    throw new Error("No font files: import '@boxify/design/node' on a server, or pass loadFont to the layout engine");
  }
  return provided;
}
