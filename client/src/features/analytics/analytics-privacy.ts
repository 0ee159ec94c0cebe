// Issue 16, point 5: nothing is collected when the browser asks not to be tracked (Do Not Track or Global
// Privacy Control). The server adds its own switch per host (ANALYTICS_DISABLED_HOSTS).
type PrivacySignals = { doNotTrack?: string | null; globalPrivacyControl?: boolean };

export function trackingRefused(
  navigatorLike: PrivacySignals = navigator as PrivacySignals,
  windowLike: { doNotTrack?: string | null } = window as { doNotTrack?: string | null },
): boolean {
  return (
    navigatorLike.globalPrivacyControl === true ||
    navigatorLike.doNotTrack === '1' ||
    navigatorLike.doNotTrack === 'yes' ||
    windowLike.doNotTrack === '1'
  );
}
