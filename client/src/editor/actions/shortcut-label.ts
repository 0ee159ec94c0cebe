/** Whether shortcuts are written the macOS way (⌘ for mod). */
export const isMacPlatform = (): boolean =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

const MAC_SYMBOLS: Record<string, string> = { mod: '⌘', shift: '⇧', alt: '⌥' };
const keyName = (key: string) => (key.length === 1 ? key.toUpperCase() : key[0].toUpperCase() + key.slice(1));

/**
 * A shortcut as the platform writes it: `mod+shift+z` is ⇧⌘Z on macOS and Ctrl+Shift+Z elsewhere (the
 * stored form `mod+…` is never shown).
 */
export function shortcutLabel(shortcut: string, mac = isMacPlatform()): string {
  const parts = shortcut.split('+').filter(Boolean);
  // `mod+=` splits into ['mod', '='] but `mod++` never occurs: the stored keys use '='.
  const key = parts.pop() ?? '';
  if (mac) {
    const order = ['shift', 'alt', 'mod'];
    const mods = order.filter((m) => parts.includes(m)).map((m) => MAC_SYMBOLS[m]);
    return `${mods.join('')}${keyName(key)}`;
  }
  const names: Record<string, string> = { mod: 'Ctrl', shift: 'Shift', alt: 'Alt' };
  return [...['mod', 'shift', 'alt'].filter((m) => parts.includes(m)).map((m) => names[m]), keyName(key)].join('+');
}
