import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { BriefChips } from '@client/features/designer/components/brief-chips';
import {
  briefOf,
  briefReducer,
  briefToSend,
  type DesignBrief,
  PAGE_KINDS,
} from '@client/features/designer/state/brief';
import { viewOf, type DesignerMessage } from '@client/features/designer/state/messages';
import { i18n, initI18n } from '@client/i18n/i18n';
import en from '@client/i18n/en-workbench.json';
import zh from '@client/i18n/zh.json';

const read: DesignBrief = {
  product: { name: 'Pawstep', domain: 'pet grooming salon' },
  platform: 'desktop',
  pages: ['booking', 'checkout'],
  elements: [
    { kind: 'date', label: 'Date picker' },
    { kind: 'time-slot', label: 'Time slots', count: 6 },
  ],
  theme: { mode: 'light', colors: [], mood: [] },
  language: 'en',
};

describe('correcting the brief', () => {
  it('edits the name, platform, page, theme and colour, keeping the rest', () => {
    let brief = briefReducer(read, { type: 'name', name: 'Furlong' });
    brief = briefReducer(brief, { type: 'platform', platform: 'mobile' });
    brief = briefReducer(brief, { type: 'page', page: 'checkout' });
    brief = briefReducer(brief, { type: 'theme', mode: 'dark' });
    brief = briefReducer(brief, { type: 'color', color: '#FF8800' });
    expect(brief).toEqual({
      ...read,
      product: { name: 'Furlong', domain: 'pet grooming salon' },
      platform: 'mobile',
      pages: ['checkout'],
      theme: { mode: 'dark', colors: ['#ff8800'], mood: [] },
    });
    // An emptied name is no name, not an empty one the server would refuse.
    expect(briefReducer(read, { type: 'name', name: '' }).product).toEqual({ domain: 'pet grooming salon' });
  });

  it('edits an element’s label and count, removes one and adds one', () => {
    let brief = briefReducer(read, { type: 'label', index: 0, label: 'Visit day' });
    brief = briefReducer(brief, { type: 'count', index: 1, count: 4 });
    brief = briefReducer(brief, { type: 'count', index: 0, count: 1 });
    brief = briefReducer(brief, { type: 'add', label: '  Reviews ' });
    brief = briefReducer(brief, { type: 'add', label: '   ' });
    expect(brief.elements).toEqual([
      { kind: 'date', label: 'Visit day' },
      { kind: 'time-slot', label: 'Time slots', count: 4 },
      { kind: 'section', label: 'Reviews' },
    ]);
    expect(briefReducer(brief, { type: 'remove', index: 1 }).elements.map((e) => e.label)).toEqual([
      'Visit day',
      'Reviews',
    ]);
  });

  it('only sends a brief the server accepts: every element needs a label', () => {
    expect(briefToSend(briefReducer(read, { type: 'label', index: 0, label: ' ' }))).toBeUndefined();
    expect(briefToSend(briefReducer(read, { type: 'label', index: 0, label: ' Visit day ' }))?.elements[0].label).toBe(
      'Visit day',
    );
  });

  it('reads the brief from the result message, and ignores a payload without one', () => {
    const message = (payload: Record<string, unknown>) =>
      ({ seq: 1, kind: 'result', generationId: 'g1', payload }) as unknown as DesignerMessage;
    const panel = { width: 390, height: 800, children: [] };
    expect(viewOf([message({ panel, cost: 1, brief: read })], 'g1').result?.brief).toEqual(read);
    expect(briefOf({ brief: { platform: 'watch' } })).toBeUndefined();
  });

  it('names every page kind in both languages', () => {
    for (const page of PAGE_KINDS) {
      expect(en.designer.brief.pages[page]).toBeTruthy();
      expect(zh.designer.brief.pages[page]).toBeTruthy();
    }
  });
});

describe('the brief chips', () => {
  beforeEach(() => void initI18n('en'));
  afterEach(cleanup);

  it.each([
    ['en', 'Product name', 'Mobile', 'Element 1', 'Regenerate from this brief'],
    ['zh', '产品名称', '移动端', '元素 1', '按此需求重新生成'],
  ])('regenerate sends the corrected brief (%s)', async (lng, name, mobile, element, regenerate) => {
    await i18n.changeLanguage(lng);
    const onRegenerate = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <BriefChips brief={read} busy={false} onRegenerate={onRegenerate} />
      </I18nextProvider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name }), { target: { value: 'Furlong' } });
    fireEvent.click(screen.getByRole('radio', { name: mobile }));
    fireEvent.change(screen.getByRole('textbox', { name: element }), { target: { value: 'Visit day' } });
    fireEvent.click(screen.getByRole('button', { name: regenerate }));
    expect(onRegenerate).toHaveBeenCalledWith({
      ...read,
      product: { ...read.product, name: 'Furlong' },
      platform: 'mobile',
      elements: [{ kind: 'date', label: 'Visit day' }, read.elements[1]],
    });
  });

  it('cannot regenerate while an element has no label, and says why', async () => {
    await i18n.changeLanguage('en');
    render(
      <I18nextProvider i18n={i18n}>
        <BriefChips brief={read} busy={false} onRegenerate={vi.fn()} />
      </I18nextProvider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Element 2' }), { target: { value: '' } });
    expect(screen.getByRole('alert').textContent).toBe('Every element needs a label');
    expect(screen.getByRole('button', { name: 'Regenerate from this brief' })).toHaveProperty('disabled', true);
  });
});
