import { isTouchPlatform, platformOfWidth } from './index';

describe('platformOfWidth', () => {
  it('reads < 600 px as mobile, 600–1023 as tablet and ≥ 1024 as desktop', () => {
    expect([375, 390, 430, 599].map(platformOfWidth)).toEqual(['mobile', 'mobile', 'mobile', 'mobile']);
    expect([600, 768, 834, 1023].map(platformOfWidth)).toEqual(['tablet', 'tablet', 'tablet', 'tablet']);
    expect([1024, 1280, 1440, 1920].map(platformOfWidth)).toEqual(['desktop', 'desktop', 'desktop', 'desktop']);
  });

  it('counts phones and tablets as touch screens', () => {
    expect(isTouchPlatform('mobile')).toBe(true);
    expect(isTouchPlatform('tablet')).toBe(true);
    expect(isTouchPlatform('desktop')).toBe(false);
  });
});
