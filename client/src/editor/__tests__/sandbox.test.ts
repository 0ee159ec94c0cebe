import { transform } from 'sucrase';
import { describe, expect, it } from 'vitest';

import { panelOf } from '@boxify/design/testing';

import { errorLine } from '@client/editor/ui/sandbox/error-line';
import { panelCode } from '@client/editor/ui/sandbox/sandbox-dialog';
import { rangeHolds } from '@client/editor/ui/sandbox/sandbox-fonts';

// The sandbox's code: the panel's exports as it runs them, and the line an error points at.
describe('the sandbox', () => {
  const panel = panelOf([
    { type: 'text', id: 'title', name: 'Title', x: 24, y: 80, characters: '欢迎回来', style: { fontSize: 32 } },
    { type: 'rect', id: 'cta', name: 'Button', x: 24, y: 400, width: 342, height: 48 },
  ]);

  it('runs the React and HTML exports without font files (it loads nothing)', () => {
    const { react, html } = panelCode(panel);
    expect(react.tsx).toMatch(/export default function \w+\(\)/);
    expect(react.tsx).toContain('data-node-id="title"');
    expect(react.css).toContain('.title {');
    expect(react.css).not.toContain('@font-face');
    expect(html.text).toContain('<!doctype html>');
    expect(html.text).not.toContain('@font-face');
    expect(`${react.name}.tsx`).toMatch(/^[A-Z]\w*\.tsx$/);
  });

  it('transpiles the React export with sucrase, keeping its lines', () => {
    const { react } = panelCode(panel);
    const { code } = transform(react.tsx, {
      transforms: ['typescript', 'jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
    });
    expect(code.split('\n')).toHaveLength(react.tsx.split('\n').length);
    expect(code).toContain('require("react/jsx-runtime")');
  });

  it('finds the line in a stack frame, a sucrase error and a located error', () => {
    expect(errorLine({ stack: 'TypeError: x\n    at Broken (Panel.tsx:3:24)\n    at renderWithHooks' })).toBe(3);
    let syntax: unknown;
    try {
      transform('export default function A() {\n  const a = ;\n}\n', { transforms: ['typescript', 'jsx'] });
    } catch (error) {
      syntax = error;
    }
    expect(errorLine(syntax)).toBe(2);
    expect(errorLine({ loc: { line: 7 } })).toBe(7);
    expect(errorLine(new Error('no line'))).toBeUndefined();
  });

  it("picks the font slices whose unicode-range holds the panel's characters", () => {
    const codes = (text: string) => Array.from(text, (c) => c.codePointAt(0)!);
    const latin = 'U+0000-00FF,U+0131,U+0152-0153,U+2000-206F';
    expect(rangeHolds(latin, codes('Welcome'))).toBe(true);
    expect(rangeHolds(latin, codes('欢迎'))).toBe(false);
    expect(rangeHolds('U+4E00-4E5F, U+6B22', codes('欢'))).toBe(true);
    expect(rangeHolds('U+4??', [0x4ab])).toBe(true);
  });
});
