import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { designSystemCommandUpdateMaterialLastUsedTimestamp, knowledgeSearchIconV2 } from '@client/api/generated';
import { request } from '@client/api/request';
import { insertIcon, type IconChoice } from '@client/editor/core/insert-icon';
import { IconButton } from '@client/editor/ui/controls';
import { useEditor, useEditorTexts } from '@client/editor/ui/editor-context';

type Filter = 'all' | 'filled' | 'outlined' | 'recent';
const FILTERS: Filter[] = ['all', 'filled', 'outlined', 'recent'];
const PAGE_SIZE = 96;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The icon tab of the search panel: keyword search (English or Chinese) over every library, with the §2 filters. */
export function IconPanel({ onClose }: { onClose(): void }) {
  const editor = useEditor();
  const { t } = useEditorTexts();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [pages, setPages] = useState(1);
  const q = useDebounced(query.trim(), 200);
  const body = {
    query: q,
    library: 'all' as const,
    style: filter === 'filled' ? ('filled' as const) : filter === 'outlined' ? ('outline' as const) : ('all' as const),
    recentlyUsed: filter === 'recent',
    page: 1,
    pageSize: PAGE_SIZE * pages,
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
    <section className="editor-icon-panel" aria-label={t('icons.title')}>
      <header>
        <h2>{t('icons.title')}</h2>
        <IconButton icon="minus" label={t('props.cancel')} onClick={onClose} />
      </header>
      <input
        type="search"
        className="editor-icon-search"
        aria-label={t('icons.search')}
        placeholder={t('icons.search')}
        value={query}
        autoFocus
        onChange={(e) => {
          setQuery(e.target.value);
          setPages(1);
        }}
      />
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
      {items.length < total && (
        <button type="button" className="editor-text-button" onClick={() => setPages((p) => p + 1)}>
          {`${items.length} / ${total} ↓`}
        </button>
      )}
    </section>
  );
}
