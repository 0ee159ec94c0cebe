import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { designSystemCommandUpdateMaterialLastUsedTimestamp, knowledgeSearchIconV2 } from '@client/api/generated';
import { request } from '@client/api/request';
import { insertIcon, type IconChoice } from '@client/editor/core/insert-icon';
import { useEditor, useEditorTexts } from '@client/editor/ui/editor-context';

type Filter = 'all' | 'filled' | 'outlined' | 'recent';
const FILTERS: Filter[] = ['all', 'filled', 'outlined', 'recent'];
const PAGE_SIZE = 96;

export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Icons for a query (English or Chinese) over every library, with the §2 filters (the icon tab, and "all"). */
export function IconResults({ query, withFilters, limit }: { query: string; withFilters: boolean; limit?: number }) {
  const editor = useEditor();
  const { t } = useEditorTexts();
  const [filter, setFilter] = useState<Filter>('all');
  const [pages, setPages] = useState(1);
  const q = useDebounced(query.trim(), 200);
  // A new query starts from the first page.
  const [lastQuery, setLastQuery] = useState(q);
  if (lastQuery !== q) {
    setLastQuery(q);
    setPages(1);
  }
  const body = {
    query: q,
    library: 'all' as const,
    style: filter === 'filled' ? ('filled' as const) : filter === 'outlined' ? ('outline' as const) : ('all' as const),
    recentlyUsed: filter === 'recent',
    page: 1,
    pageSize: limit ?? PAGE_SIZE * pages,
  };
  const icons = useQuery({
    queryKey: ['icons', body],
    // A failed search shows an empty list (spec §8: search failures are silent).
    queryFn: () => request((o) => knowledgeSearchIconV2({ ...o, body }), { quiet: () => true }),
    placeholderData: (previous) => previous,
    staleTime: 60_000,
  });
  const items = icons.data?.items ?? [];
  const total = icons.data?.total ?? 0;

  const choose = (icon: IconChoice) => {
    insertIcon(editor, icon);
    void request(
      (o) =>
        designSystemCommandUpdateMaterialLastUsedTimestamp({
          ...o,
          body: { type: 1, key: `${icon.library}:${icon.style}:${icon.name}` },
        }),
      { quiet: () => true },
    ).catch(() => undefined);
  };

  return (
    <>
      {withFilters && (
        <div className="editor-icon-filters" role="radiogroup" aria-label={t('icons.filter')}>
          {FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              role="radio"
              aria-checked={filter === f}
              onClick={() => {
                setFilter(f);
                setPages(1);
              }}
            >
              {t(`icons.${f}`)}
            </button>
          ))}
        </div>
      )}
      <div className="editor-icon-grid" aria-busy={icons.isFetching}>
        {items.map((icon) => (
          <button
            key={`${icon.library}:${icon.style}:${icon.name}`}
            type="button"
            className="editor-icon-tile"
            aria-label={t('icons.insert', {
              name: `${icon.name} (${icon.library}, ${t(icon.style === 'filled' ? 'icons.filled' : 'icons.outlined')})`,
            })}
            title={`${icon.name} · ${icon.library}`}
            onClick={() => choose(icon)}
            dangerouslySetInnerHTML={{ __html: icon.svg }}
          />
        ))}
      </div>
      {!icons.isFetching && items.length === 0 && <p className="editor-muted">{t('icons.none')}</p>}
      {withFilters && items.length < total && (
        <button type="button" className="editor-text-button" onClick={() => setPages((p) => p + 1)}>
          {`${items.length} / ${total} ↓`}
        </button>
      )}
    </>
  );
}
