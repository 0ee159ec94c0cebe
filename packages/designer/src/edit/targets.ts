import { indexPanel, subtreeNodes } from '@boxify/design/operations';
import type { DesignNode, NodeRole, NodeType, TextNode, Panel } from '@boxify/design/schema';

/** A kind of layer a prompt can name, in English and Chinese, and how the designer recognises it. */
type TargetWord = {
  key: string;
  en: string[];
  zh: string[];
  roles?: NodeRole[];
  types?: NodeType[];
  /** Layer names that mean this kind (normalised: lower case, no spaces, hyphens or underscores). */
  names?: RegExp;
};

export const TARGET_WORDS: readonly TargetWord[] = [
  {
    key: 'header',
    en: ['header', 'top bar', 'app bar', 'navbar', 'nav bar', 'masthead'],
    zh: ['页头', '顶栏', '头部', '页眉', '导航栏'],
    roles: ['header'],
    names: /^(header|topbar|appbar|navbar|masthead)/,
  },
  {
    key: 'subtitle',
    en: ['subtitle', 'subheading', 'tagline'],
    zh: ['副标题', '小标题'],
    names: /^(subtitle|subheading|tagline)/,
  },
  {
    key: 'title',
    en: ['title', 'heading', 'headline'],
    zh: ['标题', '大标题'],
    roles: ['heading'],
    names: /^(title|heading|headline)/,
  },
  {
    key: 'button',
    en: ['button', 'cta', 'call to action'],
    zh: ['按钮', '按键'],
    roles: ['button'],
    names: /button|^btn|^cta/,
  },
  { key: 'link', en: ['link'], zh: ['链接'], roles: ['link'] },
  { key: 'input', en: ['input', 'field', 'text field', 'search box'], zh: ['输入框', '搜索框'], roles: ['input'] },
  { key: 'footer', en: ['footer'], zh: ['页脚', '底栏'], roles: ['footer'], names: /^footer/ },
  {
    key: 'nav',
    en: ['nav', 'navigation', 'menu', 'tab bar'],
    zh: ['导航', '菜单', '标签栏'],
    roles: ['nav'],
    names: /^(nav|menu|tabbar)/,
  },
  {
    key: 'image',
    en: ['image', 'photo', 'picture', 'illustration'],
    zh: ['图片', '图像', '照片', '插图'],
    types: ['image'],
    roles: ['image'],
  },
  { key: 'icon', en: ['icon'], zh: ['图标'], types: ['icon'] },
  { key: 'list', en: ['list'], zh: ['列表'], roles: ['list'], names: /list$/ },
  { key: 'form', en: ['form'], zh: ['表单'], roles: ['form'], names: /^form/ },
  { key: 'card', en: ['card'], zh: ['卡片'], names: /card/ },
  { key: 'logo', en: ['logo'], zh: ['标志', '商标'], names: /logo/ },
  { key: 'text', en: ['text', 'texts', 'copy', 'label'], zh: ['文字', '文本', '文案'], types: ['text'] },
];

/** Words that mean "what is selected" (or the whole panel when nothing is). */
const DEICTIC =
  /^(it|its|their|this|that|them|these|those|selection|the selection|selected|everything|all|它|它的|其|这个|那个|这些|选中的?|所选的?|全部|整个页面|页面|整体)?$/;
const PLURAL_EN = /^(all (the )?|every |each )|s$/;
const PLURAL_ZH = /^(所有|全部|每个)(的)?/;

export const normaliseName = (s: string) => s.toLowerCase().replace(/[\s\-_]+/g, '');

/** Strips articles, quantifiers and possessives from a prompt's target phrase. */
export function cleanPhrase(phrase: string): string {
  return phrase
    .trim()
    .replace(/^(the|a|an|my|our|this|that)\s+/i, '')
    .replace(/^(这个|那个|该)/, '')
    .replace(/的$/, '')
    .replace(/[“”"'「」]/g, '')
    .trim();
}

export const isDeictic = (phrase: string) => DEICTIC.test(cleanPhrase(phrase).toLowerCase());

type FoundWord = { word: TargetWord; plural: boolean; qualifier: string };

/**
 * The target word a phrase names (`buttons`, `所有按钮`, `the title`), whether it means every match, and the
 * words before it that pick one (`sign in` in "the sign in button", `登录` in "登录按钮").
 */
export function targetWord(phrase: string): FoundWord | undefined {
  const p = cleanPhrase(phrase).toLowerCase();
  const pluralZh = PLURAL_ZH.test(p);
  const bare = p.replace(PLURAL_ZH, '').replace(/^(all (the )?|every |each )/, '');
  const plural = pluralZh || (bare !== p && !pluralZh) || /s$/.test(bare);
  for (const word of TARGET_WORDS) {
    for (const en of word.en) {
      for (const form of [en, `${en}s`, `${en}es`]) {
        if (bare === form) return { word, plural: pluralZh || (p !== en && PLURAL_EN.test(p)), qualifier: '' };
        if (bare.endsWith(` ${form}`)) {
          return { word, plural: form !== en && plural, qualifier: bare.slice(0, -form.length - 1).trim() };
        }
      }
    }
    for (const zh of word.zh) {
      if (bare === zh) return { word, plural: pluralZh, qualifier: '' };
      if (bare.endsWith(zh)) return { word, plural: pluralZh, qualifier: bare.slice(0, -zh.length).replace(/的$/, '') };
    }
  }
  return undefined;
}

/** Every text of a subtree, lower case, for matching a qualifier. */
function subtreeText(node: DesignNode): string {
  return subtreeNodes(node)
    .map((n) => `${normaliseName(n.name)} ${n.type === 'text' ? n.characters.toLowerCase() : ''}`)
    .join(' ');
}

function matches(node: DesignNode, word: TargetWord): boolean {
  if (word.roles?.includes(node.role as NodeRole)) return true;
  if (word.types?.includes(node.type)) return true;
  return word.names !== undefined && word.names.test(normaliseName(node.name));
}

/** The nodes in scope: the subtrees of the selection, or every node of the panel. */
export function scopeNodes(panel: Panel, roots: readonly string[]): DesignNode[] {
  const { nodes, order } = indexPanel(panel);
  if (roots.length === 0) return order.map((id) => nodes.get(id)!);
  return roots.flatMap((id) => subtreeNodes(nodes.get(id)!));
}

/** The selected ids that exist, without those inside another selected node. */
export function selectionRoots(panel: Panel, selection: readonly string[]): string[] {
  const { nodes, parents } = indexPanel(panel);
  const selected = new Set(selection.filter((id) => nodes.has(id)));
  return [...selected].filter((id) => {
    for (let p = parents.get(id); p; p = parents.get(p)) if (selected.has(p)) return false;
    return true;
  });
}

/**
 * The nodes a phrase names within the scope: by kind (role, type or layer name), then by layer name, then by text.
 * A singular kind answers its first match in document order (for a title: the largest heading).
 */
export function resolveTargets(
  panel: Panel,
  roots: readonly string[],
  phrase: string,
  { includeHidden = false } = {},
): DesignNode[] {
  const candidates = scopeNodes(panel, roots).filter((n) => includeHidden || n.visible);
  const found = targetWord(phrase);
  if (found) {
    let hits = candidates.filter((n) => matches(n, found.word));
    if (found.qualifier) {
      const q = found.qualifier;
      const qualified = hits.filter((n) => subtreeText(n).includes(q) || subtreeText(n).includes(normaliseName(q)));
      if (qualified.length > 0) hits = qualified;
    }
    // "the title" is the heading a reader sees first: the largest one.
    if (found.word.key === 'title' && !found.plural) {
      const texts = hits.filter((n): n is TextNode => n.type === 'text');
      if (texts.length > 0) hits = [...texts].sort((a, b) => b.style.fontSize - a.style.fontSize);
    }
    // A node inside another hit (a button's label named "button-label") is part of that hit.
    const ids = new Set(hits.map((h) => h.id));
    const { parents } = indexPanel(panel);
    hits = hits.filter((h) => {
      for (let p = parents.get(h.id); p; p = parents.get(p)) if (ids.has(p)) return false;
      return true;
    });
    return found.plural ? hits : hits.slice(0, 1);
  }
  const wanted = normaliseName(cleanPhrase(phrase));
  if (wanted === '') return [];
  const byName = candidates.filter((n) => normaliseName(n.name) === wanted);
  if (byName.length > 0) return byName;
  const text = cleanPhrase(phrase).toLowerCase();
  return candidates.filter((n) => n.type === 'text' && n.characters.trim().toLowerCase() === text);
}
