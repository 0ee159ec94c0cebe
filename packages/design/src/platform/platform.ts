/** The kind of screen a panel is drawn for. */
export const PLATFORMS = ['mobile', 'tablet', 'desktop'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Panels narrower than this are phones (390, 375, 430 …). */
export const TABLET_MIN_WIDTH = 600;
/** Panels this wide or wider are desktops; 600–1023 are tablets (768 and 834 iPads in portrait). */
export const DESKTOP_MIN_WIDTH = 1024;

// The one rule every part of the product reads (the designer, the checks, the LLM answer, the
// client): < 600 px mobile, 600–1023 tablet, ≥ 1024 desktop.
export function platformOfWidth(width: number): Platform {
  if (width < TABLET_MIN_WIDTH) return 'mobile';
  return width < DESKTOP_MIN_WIDTH ? 'tablet' : 'desktop';
}

// Phones and tablets are used with a finger, so touch-sized targets matter on both.
export function isTouchPlatform(platform: Platform): boolean {
  return platform !== 'desktop';
}
