// The phone notice ("full editing is best on a larger screen") shows once on this browser (issue 14).
export const PHONE_NOTICE_KEY = 'boxify_phone_notice_seen';

export function hasSeenPhoneNotice(): boolean {
  try {
    return window.localStorage.getItem(PHONE_NOTICE_KEY) === '1';
  } catch {
    // Without storage it would show on every visit; better to not show it at all.
    return true;
  }
}

export function markPhoneNoticeSeen(): void {
  try {
    window.localStorage.setItem(PHONE_NOTICE_KEY, '1');
  } catch {
    // Nothing to remember it in.
  }
}
