import type { DesignBrief } from '@boxify/design/brief';

import { correctionText } from './agent.texts';
import { briefChanges } from './brief-correction';

const read: DesignBrief = {
  product: { name: 'Pawstep', domain: 'pet clinic' },
  platform: 'desktop',
  pages: ['booking'],
  elements: [
    { kind: 'date', label: 'Date picker' },
    { kind: 'time-slot', label: 'Time slots', count: 6 },
    { kind: 'list', label: 'Reviews' },
  ],
  theme: { mode: 'light', colors: [], mood: [] },
  language: 'en',
};

describe('a correction of the brief, as the session records it', () => {
  it('names each changed part: the name, the platform, a renamed element, a new count, an added and a removed one', () => {
    const corrected: DesignBrief = {
      ...read,
      product: { ...read.product, name: 'Furlong' },
      platform: 'mobile',
      elements: [
        { kind: 'date', label: 'Visit day' },
        { kind: 'time-slot', label: 'Time slots', count: 4 },
        { kind: 'button', label: 'Book now' },
      ],
    };
    expect(correctionText(briefChanges(read, corrected)).en).toBe(
      'Corrected the brief: name → Furlong, platform → mobile, "Time slots" × 4, "Date picker" → "Visit day", added "Book now", removed "Reviews"',
    );
    expect(correctionText(briefChanges(read, corrected)).zh).toBe(
      '已修改需求摘要：名称 → Furlong，平台 → 移动端，“Time slots” × 4，“Date picker” → “Visit day”，新增“Book now”，删除“Reviews”',
    );
  });

  it('says so when nothing changed, and names a new theme and page', () => {
    expect(correctionText(briefChanges(read, read)).en).toBe('Regenerated from the same brief');
    const dark = { ...read, pages: ['booking', 'checkout'], theme: { ...read.theme, mode: 'dark' } } as DesignBrief;
    expect(correctionText(briefChanges(read, dark)).en).toBe(
      'Corrected the brief: page → booking, checkout, theme → dark',
    );
  });
});
