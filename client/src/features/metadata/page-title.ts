import type { Translate } from '@client/i18n/translate';

// The titles spec §2 builds from the page's own data.
export type DynamicTitle =
  | { kind: 'search'; query: string | undefined }
  | { kind: 'category'; category: string | undefined }
  | { kind: 'tags'; tags: readonly string[] | undefined }
  | { kind: 'pageCollection'; name: string | undefined }
  | { kind: 'ranking'; type: string | undefined }
  // A shared design: its panel's name.
  | { kind: 'share'; name: string | undefined };

// Ranking types: source6 is the AI ranking; top10, source1 and anything else are the Top10 ranking.
export function rankingTitleKey(type: string | undefined): 'meta.dynamic.rankAi' | 'meta.dynamic.rankTop10' {
  return type === 'source6' ? 'meta.dynamic.rankAi' : 'meta.dynamic.rankTop10';
}

const clean = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

// The page's own title (without the site suffix), or undefined when its data is empty.
export function dynamicTitle(t: Translate, title: DynamicTitle): string | undefined {
  switch (title.kind) {
    case 'search': {
      const query = clean(title.query);
      return query && t('meta.dynamic.search', { query });
    }
    case 'category': {
      const category = clean(title.category);
      return category && t('meta.dynamic.category', { category });
    }
    case 'tags': {
      const tags = (title.tags ?? []).map((tag) => tag.trim()).filter(Boolean);
      return tags.length > 0 ? t('meta.dynamic.tags', { tags: tags.join(t('meta.listSeparator')) }) : undefined;
    }
    case 'pageCollection': {
      const name = clean(title.name);
      return name && t('meta.dynamic.pageCollection', { name });
    }
    case 'ranking':
      return t(rankingTitleKey(title.type));
    case 'share': {
      const name = clean(title.name);
      return name && t('meta.dynamic.share', { name });
    }
  }
}
