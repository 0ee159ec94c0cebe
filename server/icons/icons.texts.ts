import type { Localized } from '@boxify/design/locale';

// The icons domain's words in both languages.
export const ICON_LIBRARY_NAMES = {
  tabler: { en: 'Tabler Icons', zh: 'Tabler 图标' },
  phosphor: { en: 'Phosphor Icons', zh: 'Phosphor 图标' },
} satisfies Record<string, Localized>;

// An icon named by its key: "Icon ti:home" / "图标 ti:home".
export const iconNamed = (key: string): Localized => ({ en: `Icon ${key}`, zh: `图标 ${key}` });
