import { generateDesign } from '@boxify/designer/generate';
import { BUILT_IN_LIBRARIES } from '@boxify/designer/libraries';
import { domainById } from '@boxify/designer/domains';
import type { Localized } from '@boxify/design/locale';
import type { DesignNode, Panel } from '@boxify/design/schema';
import { iconKey } from '@server/icons/icons/icon-catalogue';
import { readPhosphorIcons, readTablerIcons } from '@server/icons/icons/icon-sources';

import { PRODUCTS, type Platform, type ProductRecipe } from './products';
import {
  brandTitle,
  inBoth,
  joinedWords,
  LIBRARY_KEYWORDS,
  pageDescription,
  pagePrompt,
  PLATFORM_PROMPT,
  PLATFORM_WORDS,
  productDescription,
  sectionDescription,
} from './library.texts';
import { FUNCTIONS, PAGE_RECIPES, PRODUCT_TYPES, tagValue, type LibraryPageKind } from './tags';

// Material types (spec §3).
export const MaterialType = { icon: 1, material: 2, template: 3, product: 4, library: 5 } as const;
export type MaterialTypeNumber = (typeof MaterialType)[keyof typeof MaterialType];

/** End codes (spec §2): 1 mobile, 3 tablet, anything else desktop. */
export const END_CODES: Record<Platform, number> = { mobile: 1, tablet: 3, desktop: 2 };

/** One material as the seed writes it; `key` is its stable name, its id an HMAC of it. */
export type MaterialRecord = {
  key: string;
  type: MaterialTypeNumber;
  title: Localized;
  description: Localized;
  tags: string[];
  /** Extra words a search should find it by (names of its domain, its platform), per language. */
  keywords: Localized;
  endCode: number | null;
  width: number | null;
  height: number | null;
  dark: boolean;
  /** The design document per language (a panel, a section node, a library's tokens); none for icons. */
  content: { en: unknown; zh: unknown } | null;
  /** A product's pages, by key, in order. */
  members: string[];
  /** The product a page or component belongs to. */
  parentKey: string | null;
  sort: number;
};

const isDark = (background: string) => /^#(0|1|2)/i.test(background);

function domainNames(product: ProductRecipe): Localized {
  const domain = domainById(product.domain);
  if (!domain) throw new Error(`The library product ${product.key} names an unknown domain ${product.domain}`);
  // Its names and the first of its keywords: "cake" finds the bakery's pages.
  const words = (language: 'en' | 'zh') => [...domain.names[language], ...domain.keywords[language].slice(0, 6)];
  return inBoth(words('en').join(' '), words('zh').join(' '));
}

const firstNames = (domain: { names: { en: string[]; zh: string[] } }) =>
  inBoth(domain.names.en[0], domain.names.zh[0]);

function promptFor(product: ProductRecipe, kind: LibraryPageKind) {
  const recipe = PAGE_RECIPES[kind];
  const domain = domainById(product.domain)!;
  const platform = PLATFORM_PROMPT[product.platform];
  return pagePrompt(recipe, product.brand, firstNames(domain), platform);
}

/** One page in both languages; the same seed, so both have the same structure where the words allow. */
export async function composeLibraryPage(product: ProductRecipe, kind: LibraryPageKind) {
  const prompt = promptFor(product, kind);
  const seed = `library:${product.key}:${kind}`;
  const en = await generateDesign({ prompt: prompt.en, seed });
  const zh = await generateDesign({ prompt: prompt.zh, seed });
  return { en: en.panels[0], zh: zh.panels[0], understood: { en: en.understanding, zh: zh.understanding } };
}

function named(panel: Panel, name: string): Panel {
  return { ...panel, name };
}

/** Every page template, product and component, composed by the designer from the products' recipes. */
export async function buildProducts(onProduct: (rows: MaterialRecord[]) => Promise<void>): Promise<void> {
  for (const [index, product] of PRODUCTS.entries()) {
    const out: MaterialRecord[] = [];
    const names = domainNames(product);
    const type = PRODUCT_TYPES[product.type];
    const productKey = `product:${product.key}`;
    const pageKeys: string[] = [];
    const sections = new Set<string>();
    for (const [pageIndex, kind] of product.pages.entries()) {
      const fn = FUNCTIONS[PAGE_RECIPES[kind].fn];
      const title = brandTitle(product.brand, fn);
      const page = await composeLibraryPage(product, kind);
      const key = `page:${product.key}:${kind}`;
      pageKeys.push(key);
      const keywords = joinedWords(names, type, PLATFORM_WORDS[product.platform], PAGE_RECIPES[kind]);
      out.push({
        key,
        type: MaterialType.template,
        title,
        description: pageDescription(PAGE_RECIPES[kind], product.brand, firstNames(domainById(product.domain)!)),
        tags: [tagValue('PRODUCT_TYPE', product.type), tagValue('FUNCTION', PAGE_RECIPES[kind].fn)],
        keywords,
        endCode: END_CODES[product.platform],
        width: page.en.width,
        height: page.en.height,
        dark: isDark(page.en.background),
        content: { en: named(page.en, title.en), zh: named(page.zh, title.zh) },
        members: [],
        parentKey: productKey,
        sort: index * 100 + pageIndex,
      });
      out.push(...componentsOf(product, kind, page, keywords, sections, index * 100 + pageIndex));
    }
    out.push({
      key: productKey,
      type: MaterialType.product,
      title: { en: product.brand, zh: product.brand },
      description: describeProduct(product),
      tags: [tagValue('PRODUCT_TYPE', product.type)],
      keywords: joinedWords(names, type, PLATFORM_WORDS[product.platform]),
      endCode: END_CODES[product.platform],
      width: null,
      height: null,
      dark: false,
      content: null,
      members: pageKeys,
      parentKey: null,
      sort: index,
    });
    await onProduct(out);
  }
}

// The sections of a page: the page frame's bands (a phone's content column opened), never spacers.
function sectionsOf(panel: Panel): DesignNode[] {
  const bands = panel.children.flatMap((node) => (node.type === 'frame' ? node.children : []));
  return bands
    .flatMap((node) => (node.type === 'frame' && node.name === 'content' ? node.children : [node]))
    .filter((node) => node.type === 'frame' && node.children.length > 0 && node.name !== 'spacer');
}

// A page's sections, each a component once per product (the same hero on two pages of one product is one).
function componentsOf(
  product: ProductRecipe,
  kind: LibraryPageKind,
  page: { en: Panel; zh: Panel },
  keywords: Localized,
  seen: Set<string>,
  sort: number,
): MaterialRecord[] {
  const zhSections = sectionsOf(page.zh);
  return sectionsOf(page.en).flatMap((node, index) => {
    const zh = zhSections[index];
    if (!zh || seen.has(node.name)) return [];
    seen.add(node.name);
    const sectionName = inBoth(node.name, zh.name);
    return [
      {
        key: `component:${product.key}:${kind}:${index}`,
        type: MaterialType.material,
        title: brandTitle(product.brand, sectionName),
        description: sectionDescription(sectionName),
        tags: [tagValue('PRODUCT_TYPE', product.type)],
        keywords,
        endCode: END_CODES[product.platform],
        width: page.en.width,
        height: null,
        dark: false,
        content: { en: node, zh },
        members: [],
        parentKey: `product:${product.key}`,
        sort,
      },
    ];
  });
}

function describeProduct(product: ProductRecipe): Localized {
  const domain = domainById(product.domain)!;
  const functions = product.pages.map((kind) => FUNCTIONS[PAGE_RECIPES[kind].fn]);
  return productDescription(inBoth(domain.en.phrases.tagline, domain.zh.phrases.tagline), functions, product.platform);
}

/** Both icon sets, each icon in each style a material of type 1 (drawn by the icon catalogue on demand). */
export function buildIcons(): MaterialRecord[] {
  return [...readTablerIcons(), ...readPhosphorIcons()].map((icon, index) => ({
    key: iconKey(icon.library, icon.style, icon.name),
    type: MaterialType.icon,
    title: { en: icon.name, zh: icon.name },
    description: { en: icon.category, zh: icon.category },
    tags: [],
    keywords: { en: icon.keywords.join(' '), zh: '' },
    endCode: null,
    width: 24,
    height: 24,
    dark: false,
    content: null,
    members: [],
    parentKey: null,
    sort: index,
  }));
}

/** The built-in design-system libraries, type 5, with their light and dark tokens. */
export function buildLibraries(): MaterialRecord[] {
  return BUILT_IN_LIBRARIES.map((library, index) => ({
    key: `library:${library.id}`,
    type: MaterialType.library,
    title: library.name,
    description: library.description,
    tags: [],
    keywords: LIBRARY_KEYWORDS,
    endCode: null,
    width: null,
    height: null,
    dark: false,
    content: { en: library, zh: library },
    members: [],
    parentKey: null,
    sort: index,
  }));
}
