import type { Language } from './language';

// CJK Unified Ideographs with Extension A: the characters of written Chinese.
const IDEOGRAPHS = /[\u3400-\u9fff]/g;
const LATIN_LETTER = /[a-z]/i;

/**
 * The language a prompt or an interface string is written in: Chinese when it has at least two CJK ideographs,
 * or when ideographs are its only letters ("是", "猫"); English otherwise (also when it has no words at all).
 * One ideograph among Latin words is a name or a symbol, not a Chinese prompt ("a poster with 福 on it").
 */
export function detectLanguage(text: string): Language {
  const ideographs = text.match(IDEOGRAPHS)?.length ?? 0;
  if (ideographs >= 2) return 'zh';
  return ideographs === 1 && !LATIN_LETTER.test(text) ? 'zh' : 'en';
}
