import type { Localized } from '@boxify/design/locale';

// Reasons the validation code (42200001) gives for input no schema rule names.
export const VALIDATION_TEXTS = {
  containsNul: { en: 'it contains the NUL character (U+0000)', zh: '含有空字符（U+0000）' },
} satisfies Record<string, Localized>;
