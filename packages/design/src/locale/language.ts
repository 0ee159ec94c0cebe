/**
 * The two languages Boxify speaks, and a text written in both. Everything bilingual — error texts,
 * check findings, the designer's labels — uses these two types, so a third language is one change here.
 */
export type Language = 'en' | 'zh';

/** A value in each language: `{ en: 'Panel', zh: '画板' }`. */
export type Localized<T = string> = { en: T; zh: T };
