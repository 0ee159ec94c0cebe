import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DesignNodeSchema, type DesignNode } from '@boxify/design/schema';

import { NodeView } from '@client/editor/canvas/node-view';

// The canvas draws a document's inline SVG and images as the exports do: cleaned, as plain elements.
describe('the canvas and a hostile document', () => {
  it('draws an icon without its script, foreign content, handlers or links', () => {
    // A document that skipped the schema (the schema would have cleaned it already): the canvas cleans it too.
    const icon = {
      ...DesignNodeSchema.parse({ id: 'i', type: 'icon', name: 'Bell', icon: 'bell', width: 24, height: 24 }),
      svg:
        '<svg viewBox="0 0 24 24" onload="window.__pwned=1"><script>window.__pwned=1</script>' +
        '<foreignObject><img src="x" onerror="window.__pwned=1"></foreignObject>' +
        '<a href="javascript:window.__pwned=1"><path d="M4 4h16" onclick="window.__pwned=1"/></a></svg>',
    } as DesignNode;
    const { container } = render(<NodeView node={icon} parentKind="panel" offsetX={0} offsetY={0} />);
    expect(container.querySelectorAll('script, foreignObject, img, a')).toHaveLength(0);
    expect(container.innerHTML).not.toMatch(/onload|onerror|onclick|javascript:/);
    expect(container.querySelector('svg path')?.getAttribute('d')).toBe('M4 4h16');
  });

  it('draws an image with a script address as its placeholder', () => {
    const image = DesignNodeSchema.parse({ id: 'p', type: 'image', name: 'Photo', src: 'javascript:window.__pwned=1' });
    const { container } = render(<NodeView node={image} parentKind="panel" offsetX={0} offsetY={0} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-node-id="p"]')).not.toBeNull();
  });
});
