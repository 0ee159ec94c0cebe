// The welcome guide shows once per user on this browser (spec §2).
export const WELCOME_GUIDE_KEY_PREFIX = 'boxify_welcome_guide_seen:';

export const welcomeGuideKey = (userCode: string): string => `${WELCOME_GUIDE_KEY_PREFIX}${userCode}`;

export function hasSeenWelcomeGuide(userCode: string): boolean {
  try {
    return window.localStorage.getItem(welcomeGuideKey(userCode)) === '1';
  } catch {
    // Without storage the guide would show on every visit; better to not show it at all.
    return true;
  }
}

export function markWelcomeGuideSeen(userCode: string): void {
  try {
    window.localStorage.setItem(welcomeGuideKey(userCode), '1');
  } catch {
    // Nothing to remember it in.
  }
}
