import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

import { loadLayoutEngine, type LayoutEngine } from '@boxify/design/layout';
import type { BoxLookup } from '@boxify/design/operations';
import type { Panel } from '@boxify/design/schema';

import { panelToScreen, type Camera, type Point } from '@client/editor/core/camera';
import { Editor } from '@client/editor/core/editor';
import { Interaction } from '@client/editor/tools/interaction';
import type { ToolPointer } from '@client/editor/tools/tool';

type Modifiers = { shift?: boolean; alt?: boolean; mod?: boolean };

let engine: Promise<LayoutEngine> | undefined;

/**
 * The editor without a browser (tldraw's TestEditor): boxes come from the kernel's Yoga layout, the same boxes
 * the canvas's CSS produces; pointer calls take panel coordinates, chain, and go through the real tools.
 */
export class TestEditor extends Editor {
  readonly input: Interaction;
  private last: Point = { x: 0, y: 0 };
  /** The camera when the pointer went down: points stay where the user pressed even while a drag pans. */
  private pressCamera: Camera | null = null;

  private constructor(document: Panel, layout: LayoutEngine) {
    const cache = new WeakMap<Panel, BoxLookup>();
    super(document, {
      boxes: {
        boxes: (doc) => {
          let boxes = cache.get(doc);
          if (!boxes) {
            boxes = layout.layout(doc).boxes;
            cache.set(doc, boxes);
          }
          return boxes;
        },
      },
    });
    this.input = new Interaction(this);
  }

  static async create(document: Panel): Promise<TestEditor> {
    // Headless (vitest on Node): the shipped fonts straight from node_modules, as the server reads them.
    const require = createRequire(import.meta.url);
    engine ??= loadLayoutEngine({ loadFont: (face) => readFile(require.resolve(face.module)) });
    return new TestEditor(document, await engine);
  }

  private pointer(point: Point, m: Modifiers): ToolPointer {
    this.last = point;
    const screen = panelToScreen(this.pressCamera ?? this.getState().camera, point);
    return { point, screen, shift: !!m.shift, alt: !!m.alt, mod: !!m.mod, button: 0 };
  }

  pointerDown(x: number, y: number, m: Modifiers = {}): this {
    this.pressCamera = this.getState().camera;
    this.input.pointerDown(this.pointer({ x, y }, m));
    return this;
  }

  pointerMove(x: number, y: number, m: Modifiers = {}): this {
    this.input.pointerMove(this.pointer({ x, y }, m));
    return this;
  }

  pointerUp(x = this.last.x, y = this.last.y, m: Modifiers = {}): this {
    this.input.pointerUp(this.pointer({ x, y }, m));
    this.pressCamera = null;
    return this;
  }

  click(x: number, y: number, m: Modifiers = {}): this {
    return this.pointerDown(x, y, m).pointerUp(x, y, m);
  }

  doubleClick(x: number, y: number, m: Modifiers = {}): this {
    this.click(x, y, m).click(x, y, m);
    this.input.doubleClick(this.pointer({ x, y }, m));
    return this;
  }

  /** Press, move in steps, release: a drag as a user makes it. */
  drag(from: Point, to: Point, m: Modifiers = {}, steps = 4): this {
    this.pointerDown(from.x, from.y, m);
    for (let i = 1; i <= steps; i++) {
      this.pointerMove(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps, m);
    }
    return this.pointerUp(to.x, to.y, m);
  }

  /** A key as `mod+shift+z`, `delete`, `arrowleft`, `v`… */
  keyDown(shortcut: string): this {
    const parts = shortcut.split('+');
    const key = parts.at(-1)!;
    const named: Record<string, string> = { delete: 'Delete', backspace: 'Backspace', escape: 'Escape', space: ' ' };
    const arrow = key.startsWith('arrow') ? `Arrow${key[5].toUpperCase()}${key.slice(6)}` : undefined;
    this.input.keyDown({
      key: named[key] ?? arrow ?? key,
      code: /^\d$/.test(key) ? `Digit${key}` : undefined,
      ctrlKey: parts.includes('mod'),
      metaKey: false,
      shiftKey: parts.includes('shift'),
      altKey: parts.includes('alt'),
    });
    return this;
  }

  keyUp(key: string): this {
    this.input.keyUp({ key: key === 'space' ? ' ' : key });
    return this;
  }
}
