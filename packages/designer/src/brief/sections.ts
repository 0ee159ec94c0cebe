// A website's own sections named in a prompt ("a hero, features, testimonials, pricing and FAQ"): each is a part of
// the page — drawn by the kit's section on a landing page, by the part of its kind on any other.
import type { ElementKind } from '@boxify/design/brief';

export type SiteSection = 'features' | 'testimonials' | 'pricing' | 'faq' | 'logos' | 'cta';

const SITE_SECTIONS: { section: SiteSection; kind: ElementKind; words: RegExp }[] = [
  {
    section: 'features',
    kind: 'card-grid',
    words:
      /^(?:(?:key |product |main )?features?(?: section| grid| list)?|功能(?:介绍|亮点|特色)?|产品(?:特色|功能)|核心功能)$/i,
  },
  {
    section: 'testimonials',
    kind: 'section',
    words: /^(?:testimonials?(?: section)?|customer (?:reviews|stories|quotes)|用户评价|客户评价|用户好评|客户见证)$/i,
  },
  {
    section: 'pricing',
    kind: 'plan',
    words: /^(?:pricing(?: plans?| table| section| tiers)?|价格(?:方案|表)?|定价(?:方案)?|收费标准)$/i,
  },
  { section: 'faq', kind: 'question', words: /^(?:faqs?(?: section)?|frequently asked questions|常见问题(?:解答)?)$/i },
  {
    section: 'logos',
    kind: 'section',
    words: /^(?:(?:client|customer|partner|brand) logos?|logo (?:wall|strip|cloud)|合作伙伴|品牌墙|客户标志)$/i,
  },
  {
    section: 'cta',
    kind: 'section',
    words: /^(?:call to action(?: banner| section)?|cta(?: banner| section)?|行动号召)$/i,
  },
];

/** The site section a clause names whole ("Testimonials", "常见问题"), or undefined. */
export function siteSectionOf(clause: string): { section: SiteSection; kind: ElementKind } | undefined {
  return SITE_SECTIONS.find((s) => s.words.test(clause.trim()));
}
