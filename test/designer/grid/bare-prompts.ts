// The grid's second phrasing class: a page asked for by its kind alone ("Settings page for Corvel, a bike shop",
// "帮我做一个简约的咖啡店官网"), with or without a brand, often with a word about the look and a request verb. Nothing
// is named, so nothing may be read as an element, and the page must still be a full page of that product.
import type { DomainFile } from '@boxify/designer/domains';

import { brandName, PAGES, widthOf, type Draw, type GridCase, type Language } from './prompts';

const EN_LOOKS = ['clean', 'modern', 'minimal', 'beautiful', 'playful', 'premium', 'simple', 'sleek'];
const ZH_LOOKS = ['简约', '好看的', '高端', '现代感', '漂亮的', '极简', '活泼'];
const EN_ASKS = ['', 'Design ', 'Make ', 'Create ', 'I need '];
const ZH_ASKS = ['', '帮我做一个', '设计一个', '请生成', '做一个'];
const LANDING: [string, string, string] = ['landing', 'landing page', '官网首页'];

export function drawBareCase(r: Draw, domains: readonly DomainFile[]): GridCase {
  const domain = r.pick(domains);
  const language: Language = r.next() < 0.5 ? 'en' : 'zh';
  const [page, enPage, zhPage] = r.next() < 0.25 ? LANDING : r.pick(PAGES);
  const platform = r.pick(['mobile', 'tablet', 'desktop'] as const);
  const named = r.next() < 0.6;
  const brand = named ? brandName(r, language) : '';
  const name = r.pick(domain.names[language]);
  const look = r.next() < 0.5 ? r.pick(language === 'zh' ? ZH_LOOKS : EN_LOOKS) : '';
  const ask = r.pick(language === 'zh' ? ZH_ASKS : EN_ASKS);
  let prompt: string;
  if (language === 'en') {
    const a = `${look ? `${look} ` : ''}${enPage}`;
    const article = /^[aeiou]/i.test(a) ? 'an' : 'a';
    const opening = ask ? `${ask}${article} ${a}` : `${article.charAt(0).toUpperCase()}${article.slice(1)} ${a}`;
    prompt = named
      ? r.pick([`${opening} for ${brand}, a ${name}`, `${opening} for ${brand} (${name})`])
      : `${opening} for a ${name}`;
  } else {
    const lookZh = look ? (look.endsWith('的') ? look : `${look}的`) : '';
    prompt = named
      ? r.pick([`${ask}${lookZh}${name}“${brand}”${zhPage}`, `${ask}${name}「${brand}」的${lookZh}${zhPage}`])
      : `${ask}${lookZh}${name}${zhPage}`;
  }
  return {
    prompt,
    language,
    domain: domain.id,
    brand,
    platform,
    width: widthOf(platform, prompt),
    dark: false,
    page,
    elements: [],
    bare: true,
  };
}
