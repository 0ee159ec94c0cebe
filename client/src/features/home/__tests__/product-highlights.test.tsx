import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ProductHighlights } from '@client/features/home/components/product-highlights';
import { i18n, initI18n } from '@client/i18n/i18n';

// What a visitor reads, written out so a wrong or missing translation fails.
const TEXTS = {
  en: {
    section: 'Features',
    cards: ['Fair Pricing', 'Fully Editable', 'Figma Integration'],
    pricing: 'Every request shows its credit cost before you send it and never costs more.',
    figma: 'The canvas works the Figma way',
    notYet: 'Not built yet: export to a .fig file and the Figma plugins.',
    images: [
      'The designer panel showing the cost of a request',
      'A selected button on the canvas',
      'The tool keys F, R, O, T and L',
    ],
  },
  zh: {
    section: '功能特性',
    cards: ['公平定价', '完全可编辑', 'Figma 集成'],
    pricing: '每次请求在发送前就显示所需积分，实际扣除绝不超过这个数。',
    figma: '画布沿用 Figma 的工作方式',
    notYet: '尚未支持：导出 .fig 文件和 Figma 插件。',
    images: ['设计助手面板：发送前显示本次将消耗 0.5 积分', '画布上选中的按钮', '工具快捷键 F、R、O、T、L'],
  },
} as const;

function renderHighlights() {
  return render(
    <I18nextProvider i18n={i18n}>
      <ProductHighlights />
    </I18nextProvider>,
  );
}

beforeEach(() => void initI18n('en'));
afterEach(cleanup);

describe.each(['en', 'zh'] as const)('product highlights in %s', (lng) => {
  const text = TEXTS[lng];

  beforeEach(() => i18n.changeLanguage(lng));

  it('shows the three cards in the spec order under the Features heading', () => {
    renderHighlights();
    const section = screen.getByRole('region', { name: text.section });
    expect(section.id).toBe('product-highlights');
    const cards = within(section).getAllByRole('tab');
    expect(cards).toEqual(text.cards.map((name) => within(section).getByRole('tab', { name })));
    within(section).getByRole('tab', { name: text.cards[0], description: (d) => d.startsWith(text.pricing) });
    const figma = within(section).getByRole('tab', {
      name: text.cards[2],
      description: (d) => d.startsWith(text.figma),
    });
    // The Figma card says plainly what is not built yet, and links nowhere.
    expect(figma.textContent).toContain(text.notYet);
    expect(within(section).queryAllByRole('link')).toEqual([]);
  });

  it('shows the first card’s image until another card is clicked, then that card’s image', async () => {
    const user = userEvent.setup();
    renderHighlights();
    const image = () => screen.getByRole('img').getAttribute('aria-label');
    const selected = () => screen.getAllByRole('tab', { selected: true }).map((tab) => tab.id);
    const [pricing, editable, figma] = text.cards.map((name) => screen.getByRole('tab', { name }));
    expect(selected()).toEqual([pricing.id]);
    expect(image()).toContain(text.images[0]);

    await user.click(figma);
    expect(selected()).toEqual([figma.id]);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(image()).toContain(text.images[2]);

    await user.click(editable);
    expect(selected()).toEqual([editable.id]);
    expect(image()).toContain(text.images[1]);
    screen.getByRole('tabpanel', { name: text.cards[1] });
  });
});
