import './node-dom';
import { IconNodeSchema } from '../schema/node';
import { printSafeSvg, sanitizeIconSvg, sanitizeSvg } from './svg';
import { cssImageUrl, safeImageUrl } from './urls';

// Two Tabler icons as the package ships them.
const TABLER: Record<string, string> = {
  bell: `<svg
  xmlns="http://www.w3.org/2000/svg"
  width="24"
  height="24"
  viewBox="0 0 24 24"
  fill="none"
  stroke="currentColor"
  stroke-width="2"
  stroke-linecap="round"
  stroke-linejoin="round"
  class="icon icon-tabler icons-tabler-outline icon-tabler-bell"
>
  <path stroke="none" d="M0 0h24v24H0z" fill="none" />
  <path d="M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3h-16a4 4 0 0 0 2 -3v-3a7 7 0 0 1 4 -6" />
  <path d="M9 17v1a3 3 0 0 0 6 0v-1" />
</svg>`,
  user: `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="currentColor"><path stroke="none" d="M0 0h24v24H0z" fill="none"/><path d="M12 2a5 5 0 1 1 -5 5l.005 -.217a5 5 0 0 1 4.995 -4.783z" /></svg>`,
};
const tabler = (name: string) => TABLER[name];

describe('inline SVG cleaning', () => {
  it('keeps every path of a Tabler icon and its viewBox', () => {
    const safe = sanitizeSvg(tabler('bell'))!;
    expect(safe.viewBox).toBe('0 0 24 24');
    expect(safe.children.map((c) => [c.tag, c.attrs.d])).toEqual([
      ['path', 'M0 0h24v24H0z'],
      ['path', 'M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3h-16a4 4 0 0 0 2 -3v-3a7 7 0 0 1 4 -6'],
      ['path', 'M9 17v1a3 3 0 0 0 6 0v-1'],
    ]);
  });

  it('keeps gradients, local references and style colours; drops scripts, handlers, links and outside URLs', () => {
    const markup =
      '<svg viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" style="stop-color:#f00"/></linearGradient>' +
      '<linearGradient id="h" xlink:href="#g"/></defs><rect fill="url(#h)" width="10" height="10" onclick="x()"/>' +
      '<rect fill="url(https://example.com/x)" style="fill: red; background: url(x)"/><script>x()</script></svg>';
    expect(sanitizeIconSvg(markup)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g">' +
        '<stop offset="0" stop-color="#f00"></stop></linearGradient><linearGradient id="h" href="#g"></linearGradient>' +
        '</defs><rect fill="url(#h)" width="10" height="10"></rect><rect fill="red"></rect></svg>',
    );
  });

  it('gives the same string when cleaned again, so a saved document reads back unchanged', () => {
    for (const markup of [tabler('bell'), tabler('user'), '<svg><text>a &lt; b</text><title>"x"</title></svg>']) {
      const once = sanitizeIconSvg(markup);
      expect(sanitizeIconSvg(once)).toBe(once);
      expect(printSafeSvg(sanitizeSvg(once)!)).toBe(once);
    }
  });

  it('stores path data as it is and markup with nothing safe left as empty (drawn from the library)', () => {
    expect(sanitizeIconSvg('M4 4h16')).toBe('M4 4h16');
    expect(sanitizeIconSvg('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeIconSvg('</svg><script>alert(1)</script>')).toBe('');
  });

  it('cleans the svg of an icon node as the schema reads it', () => {
    const node = IconNodeSchema.parse({
      id: 'i',
      type: 'icon',
      icon: 'bell',
      svg: '<svg onload="x()"><path d="M1 1"/></svg>',
    });
    expect(node.svg).toBe('<svg xmlns="http://www.w3.org/2000/svg"><path d="M1 1"></path></svg>');
  });
});

describe('image addresses', () => {
  it.each([
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['http://example.com/a.png', 'http://example.com/a.png'],
    ['  https://example.com/a.png\n', 'https://example.com/a.png'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['data:image/svg+xml,<svg/>', 'data:image/svg+xml,<svg/>'],
    ['javascript:alert(1)', undefined],
    [' JaVaScRiPt:alert(1)', undefined],
    ['java\tscript:alert(1)', undefined],
    ['vbscript:msgbox(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['data:image/png', undefined],
    ['images/hero.png', undefined],
    ['//cdn.example.com/a.png', undefined],
    ['https:/a.png', undefined],
    ['', undefined],
  ])('%j is drawn from %j', (src, expected) => {
    expect(safeImageUrl(src)).toBe(expected);
  });

  it.each([
    'https://example.com/a.png"); } </style><script>alert(1)</script>',
    "https://example.com/a.png') } body { x: url('",
    'https://example.com/a.png\\"); }',
    'https://example.com/a b\n(c).png',
    'https://example.com/\ud800.png',
  ])('%j cannot end the url(), the rule or the style element', (src) => {
    expect(cssImageUrl(src)).toMatch(/^url\("https:\/\/example\.com\/[^"'()\\<>\s]*"\)$/);
  });
});
