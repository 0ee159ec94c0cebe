// Spec §2: the upgrade screen's payment confirmation can be skipped next time, per user on this browser.
export const SKIP_CONFIRM_KEY_PREFIX = 'boxify_upgrade_skip_confirm:';

const keyOf = (userCode: string) => `${SKIP_CONFIRM_KEY_PREFIX}${userCode}`;

export function skipsUpgradeConfirm(userCode: string): boolean {
  try {
    return window.localStorage.getItem(keyOf(userCode)) === '1';
  } catch {
    return false;
  }
}

export function rememberSkipUpgradeConfirm(userCode: string): void {
  try {
    window.localStorage.setItem(keyOf(userCode), '1');
  } catch {
    // Nothing to remember it in: the confirmation shows again next time.
  }
}
