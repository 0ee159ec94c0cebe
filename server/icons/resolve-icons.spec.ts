import { renderHtml } from '@boxify/design/render';
import { sharedLayoutEngine } from '@boxify/design/node';
import { deepFreeze, panelOf } from '@boxify/design/testing';

import { iconCatalogue } from './icons/icon-catalogue';
import { withResolvedIcons } from './resolve-icons';

const icon = (id: string, extra: { icon: string; library?: string; style?: 'outline' | 'filled'; svg?: string }) => ({
  id,
  type: 'icon' as const,
  name: id,
  x: 0,
  y: 0,
  width: 24,
  height: 24,
  ...extra,
});

describe('withResolvedIcons', () => {
  it('fills the drawing of library icons saved without one, leaving the input untouched', () => {
    const panel = deepFreeze(
      panelOf([
        icon('home', { library: 'tabler', icon: 'home' }),
        {
          id: 'card',
          type: 'frame',
          name: 'Card',
          x: 0,
          y: 40,
          width: 100,
          height: 100,
          children: [icon('house', { library: 'phosphor', icon: 'house', style: 'filled' })],
        },
        icon('own', { icon: 'custom', svg: 'M0 0L24 24' }),
        icon('unknown', { library: 'tabler', icon: 'no-such-icon' }),
      ]),
    );
    const resolved = withResolvedIcons(panel);
    const nodes = new Map<string, { svg?: string }>();
    const visit = (list: readonly { id: string; children?: unknown }[]) =>
      list.forEach((node) => {
        nodes.set(node.id, node as { svg?: string });
        if (Array.isArray(node.children)) visit(node.children as { id: string }[]);
      });
    visit(resolved.children);
    expect(nodes.get('home')!.svg).toBe(iconCatalogue().get('tabler', 'outline', 'home')!.svg);
    expect(nodes.get('house')!.svg).toBe(iconCatalogue().get('phosphor', 'filled', 'house')!.svg);
    expect(nodes.get('own')!.svg).toBe('M0 0L24 24');
    expect(nodes.get('unknown')!.svg).toBeUndefined();
  });

  it('answers the same panel when nothing needs resolving', () => {
    const panel = panelOf([icon('own', { icon: 'custom', svg: 'M0 0L24 24' })]);
    expect(withResolvedIcons(panel)).toBe(panel);
  });

  it('makes the HTML export draw the icon', async () => {
    const panel = panelOf([icon('home', { library: 'tabler', icon: 'home' })]);
    const engine = await sharedLayoutEngine();
    expect(await renderHtml(panel, { engine })).not.toContain('M5 12l-2 0l9 -9l9 9l-2 0');
    expect(await renderHtml(withResolvedIcons(panel), { engine })).toContain('M5 12l-2 0l9 -9l9 9l-2 0');
  });
});
