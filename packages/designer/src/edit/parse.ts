import type { Language } from '@boxify/design/locale';

import { parseColorWord } from './colors';

/** What an edit prompt asks for, as the designer understood it. */
export type EditIntent =
  | { kind: 'remove'; target: string }
  | { kind: 'hide'; target: string }
  | { kind: 'show'; target: string }
  | { kind: 'recolor'; target: string; color: string; colorWord: string }
  | { kind: 'theme'; theme: 'dark' | 'light' }
  | { kind: 'font-size'; target: string; direction: 1 | -1 }
  | { kind: 'font-weight'; target: string; direction: 1 | -1 }
  | { kind: 'radius'; direction: 1 | -1 }
  | { kind: 'spacing'; direction: 1 | -1 }
  | { kind: 'set-text'; target: string; text: string }
  | { kind: 'align'; align: 'left' | 'center' | 'right' }
  | { kind: 'translate'; to: Language }
  | { kind: 'add-section'; section: string }
  | { kind: 'unknown' };

/** Section kinds a prompt can ask for, English and Chinese words. */
export const SECTION_WORDS: readonly { kind: string; en: string[]; zh: string[] }[] = [
  { kind: 'pricing', en: ['pricing', 'price', 'prices', 'plans'], zh: ['价格', '定价', '价格表', '套餐'] },
  { kind: 'faq', en: ['faq', 'faqs', 'questions'], zh: ['常见问题', '问答', 'faq'] },
  { kind: 'features', en: ['features', 'feature'], zh: ['功能', '特性', '功能介绍'] },
  { kind: 'testimonials', en: ['testimonials', 'testimonial', 'reviews'], zh: ['评价', '用户评价', '客户评价'] },
  { kind: 'hero', en: ['hero', 'banner'], zh: ['首屏', '横幅', '主视觉'] },
  { kind: 'cta', en: ['cta', 'call to action'], zh: ['行动号召', '号召'] },
  { kind: 'footer', en: ['footer'], zh: ['页脚', '底部'] },
  { kind: 'header', en: ['header', 'navigation', 'nav'], zh: ['页头', '导航'] },
  { kind: 'contact', en: ['contact', 'contact form'], zh: ['联系', '联系我们', '联系方式'] },
  { kind: 'team', en: ['team'], zh: ['团队'] },
  { kind: 'stats', en: ['stats', 'statistics', 'numbers'], zh: ['数据', '统计'] },
  { kind: 'logos', en: ['logos', 'logo cloud', 'partners'], zh: ['合作伙伴', '客户标志'] },
  { kind: 'newsletter', en: ['newsletter', 'subscribe'], zh: ['订阅', '邮件订阅'] },
];

const sectionKind = (word: string): string | undefined => {
  const w = word.trim().toLowerCase();
  return SECTION_WORDS.find((s) => s.en.includes(w) || s.zh.includes(w))?.kind;
};

const ALIGN: Record<string, 'left' | 'center' | 'right'> = {
  left: 'left',
  center: 'center',
  centre: 'center',
  right: 'right',
};
const unquote = (s: string) =>
  s
    .trim()
    .replace(/^[“"'「『]|[”"'」』]$/g, '')
    .trim();

/** Reads an English or Chinese edit prompt. */
export function parseEditPrompt(prompt: string): EditIntent {
  const raw = prompt
    .trim()
    .replace(/[。.!！]+$/, '')
    .trim();
  const p = raw
    .toLowerCase()
    .replace(/^(please|pls|can you|could you)\s+/, '')
    .replace(/^(请|帮我|麻烦|再|也|还|并且|并|然后|接着|同时)+/, '');
  let m: RegExpExecArray | null;

  // Translation.
  if (
    (m = /\b(?:translate|translation)\b.*\b(chinese|mandarin|english)\b/.exec(p)) ||
    (m = /^(?:in|into|to) (chinese|english)$/.exec(p))
  ) {
    return { kind: 'translate', to: m[1] === 'english' ? 'en' : 'zh' };
  }
  if ((m = /(?:翻译|译|改)成?(中文|汉语|英文|英语)/.exec(p)))
    return { kind: 'translate', to: /中文|汉语/.test(m[1]) ? 'zh' : 'en' };

  // Theme.
  if (
    /\b(dark|night)\s*(mode|theme)\b|\bmake (it|this|everything) dark(er)?\b|\b(switch|turn|go|change) (it |this )?(to )?dark\b/.test(
      p,
    ) ||
    /深色|暗色|夜间|黑暗模式|暗黑/.test(p)
  ) {
    return { kind: 'theme', theme: 'dark' };
  }
  if (
    /\blight\s*(mode|theme)\b|\bmake (it|this|everything) light\b|\b(switch|turn|go|change) (it |this )?(to )?light\b/.test(
      p,
    ) ||
    /浅色|亮色|白天模式/.test(p)
  ) {
    return { kind: 'theme', theme: 'light' };
  }

  // Spacing.
  if (
    /\b(more|increase|bigger|larger|add( more)?) (spacing|space|padding|gaps?|breathing room|whitespace)\b|\broomier\b|\bspace (it |things )?out\b/.test(
      p,
    ) ||
    /(增加|加大|增大|扩大)(一些|一点)?(间距|留白|间隙|内边距)|间距(大|宽)一?点|更宽松/.test(p)
  ) {
    return { kind: 'spacing', direction: 1 };
  }
  if (
    /\b(less|reduce|decrease|smaller|tighter) (spacing|space|padding|gaps?|whitespace)\b|\btighter\b|\bmore compact\b/.test(
      p,
    ) ||
    /(减少|减小|缩小)(一些|一点)?(间距|留白|间隙|内边距)|间距(小|窄)一?点|更紧凑/.test(p)
  ) {
    return { kind: 'spacing', direction: -1 };
  }

  // Corners.
  if (
    /\b(round(er)?|more rounded|softer|bigger|larger) corners?\b|\bmore rounded\b|\brounder\b|\bincrease (the )?(corner )?radius\b/.test(
      p,
    ) ||
    /圆角(更大|大一?点|加大)|(加大|增大|增加)圆角|更圆/.test(p)
  ) {
    return { kind: 'radius', direction: 1 };
  }
  if (
    /\b(sharper|square|less rounded|smaller) corners?\b|\bless rounded\b|\b(reduce|decrease) (the )?(corner )?radius\b/.test(
      p,
    ) ||
    /(减小|缩小|减少)圆角|直角|圆角(小一?点|更小)/.test(p)
  ) {
    return { kind: 'radius', direction: -1 };
  }

  // Adding a section.
  if ((m = /^add (?:a |an |the )?(?:new )?(.+?)(?: section| block| area)?$/.exec(p))) {
    const kind = sectionKind(m[1]);
    if (kind) return { kind: 'add-section', section: kind };
  }
  if ((m = /^(?:添加|加一个|加个|增加|新增|加上|插入)(?:一个|个)?(.+?)(?:区块|区域|区|模块|板块|部分|栏)?$/.exec(p))) {
    const kind = sectionKind(m[1]);
    if (kind) return { kind: 'add-section', section: kind };
  }

  // Removing, hiding, showing.
  if ((m = /^(?:remove|delete|get rid of|drop|take out) (.+)$/.exec(p))) return { kind: 'remove', target: m[1] };
  if (
    (m = /^(?:删除|删掉|去掉|移除|去除)(.+)$/.exec(p)) ||
    (m = /^把(.+?)(?:删除|删掉|去掉|移除|去除)(?:掉)?$/.exec(p))
  ) {
    return { kind: 'remove', target: m[1] };
  }
  if ((m = /^hide (.+)$/.exec(p)) || (m = /^隐藏(.+)$/.exec(p)) || (m = /^把(.+?)隐藏(?:起来)?$/.exec(p)))
    return { kind: 'hide', target: m[1] };
  if (
    (m = /^(?:show|unhide|reveal) (.+)$/.exec(p)) ||
    (m = /^(?:显示|取消隐藏)(.+)$/.exec(p)) ||
    (m = /^把(.+?)显示(?:出来)?$/.exec(p))
  ) {
    return { kind: 'show', target: m[1] };
  }

  // Alignment.
  if ((m = /\balign(?:ed)? (?:(.+?) )?(?:to (?:the )?)?(left|center|centre|right)\b/.exec(p)))
    return { kind: 'align', align: ALIGN[m[2]] };
  if (
    (m = /^(left|center|centre|right)[- ]align\b/.exec(p)) ||
    (m = /^(center|centre) (?:it|this|them|everything|the .+)$/.exec(p))
  ) {
    return { kind: 'align', align: ALIGN[m[1]] };
  }
  if (/居中/.test(p)) return { kind: 'align', align: 'center' };
  if (/左对齐|靠左/.test(p)) return { kind: 'align', align: 'left' };
  if (/右对齐|靠右/.test(p)) return { kind: 'align', align: 'right' };

  // Font weight: "make the title bold", "加粗标题", "把标题加粗".
  if (
    (m = /^(?:make )?(.+?) (?:a (?:little |bit )?|more )?(bold|bolder|heavier|lighter|thinner|not bold|regular)$/.exec(
      p,
    ))
  )
    return { kind: 'font-weight', target: m[1], direction: /bold|heav/.test(m[2]) && m[2] !== 'not bold' ? 1 : -1 };
  if ((m = /^(bold|unbold|embolden) (.+)$/.exec(p)))
    return { kind: 'font-weight', target: m[2], direction: m[1] === 'unbold' ? -1 : 1 };
  if (
    (m =
      /^(?:把|将)?(.+?)(?:的文字|的字体|字体)?(?:变得|调得)?(加粗|变粗|粗一点|粗一些|取消加粗|变细|细一点|细一些)$/.exec(
        p,
      ))
  )
    return { kind: 'font-weight', target: m[1], direction: /粗/.test(m[2]) && !/取消/.test(m[2]) ? 1 : -1 };
  if ((m = /^(加粗|取消加粗)(.+)$/.exec(p)))
    return { kind: 'font-weight', target: m[2], direction: m[1] === '加粗' ? 1 : -1 };

  // Colour or text: "make the button green", "change the title to Hello", "把按钮改成绿色", "把标题改为你好".
  if ((m = /^(?:make|turn|paint|colou?r) (.+)$/.exec(p))) {
    // The colour is the last word or two ("make the sign in button dark blue").
    const words = m[1].replace(/ colou?r$/, '').split(/\s+/);
    for (const k of [2, 1]) {
      if (words.length <= k) continue;
      const colorWord = words
        .slice(-k)
        .join(' ')
        .replace(/^(?:to|into) /, '');
      const color = parseColorWord(colorWord);
      if (color)
        return {
          kind: 'recolor',
          target: words
            .slice(0, -k)
            .join(' ')
            .replace(/ (?:to|into)$/, ''),
          color,
          colorWord,
        };
    }
  }
  if ((m = /^(?:change|set|switch|update|rename|replace) (.+?) (?:to|with|into) (.+)$/.exec(p))) {
    const stripped = m[1].replace(/'s (colou?r|text|label|title|copy)$/, '').replace(/ (colou?r|text|label|copy)$/, '');
    // "the text" names a text layer; "its text" the selection's.
    const target = /^(?:the|a|this|that)$/.test(stripped.trim()) ? m[1] : stripped;
    const color = parseColorWord(m[2]);
    if (color && !/ (text|label|copy)$/.test(m[1])) return { kind: 'recolor', target, color, colorWord: m[2] };
    const original = /\b(?:to|with|into) (.+)$/i.exec(raw);
    return { kind: 'set-text', target, text: unquote(original ? original[1] : m[2]) };
  }
  if ((m = /^(?:把|将)?(.+?)(?:的颜色|的文字|的文案|的文本)?(?:改成|改为|换成|变成|设为|设置为|改)(.+)$/.exec(p))) {
    const target = m[1].replace(/(的颜色|的文字|的文案|的文本|颜色|文字)$/, '') || (/颜色/.test(m[1]) ? '' : m[1]);
    const color = parseColorWord(m[2]);
    if (color) return { kind: 'recolor', target, color, colorWord: m[2] };
    const original = /(?:改成|改为|换成|变成|设为|设置为|改)(.+)$/.exec(raw);
    return { kind: 'set-text', target, text: unquote(original ? original[1] : m[2]) };
  }

  // Size.
  if (
    (m = /^(?:make )?(.+?) (?:a (?:little |bit )?|much )?(bigger|larger|smaller)$/.exec(p)) ||
    (m = /^(enlarge|shrink) (.+)$/.exec(p))
  ) {
    const [target, word] = m[1] === 'enlarge' || m[1] === 'shrink' ? [m[2], m[1]] : [m[1], m[2]];
    return { kind: 'font-size', target, direction: word === 'smaller' || word === 'shrink' ? -1 : 1 };
  }
  if ((m = /^(?:把|将)?(.+?)(?:变得|再|调得)?(放大|变大|加大|大一?点|更大|大些)$/.exec(p)))
    return { kind: 'font-size', target: m[1], direction: 1 };
  if ((m = /^(?:把|将)?(.+?)(?:变得|再|调得)?(缩小|变小|减小|小一?点|更小|小些)$/.exec(p)))
    return { kind: 'font-size', target: m[1], direction: -1 };
  if ((m = /^(?:放大|加大)(.+)$/.exec(p))) return { kind: 'font-size', target: m[1], direction: 1 };
  if ((m = /^(?:缩小|减小)(.+)$/.exec(p))) return { kind: 'font-size', target: m[1], direction: -1 };

  return { kind: 'unknown' };
}
