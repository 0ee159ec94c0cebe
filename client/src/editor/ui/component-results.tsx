import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';

import { platformOfWidth } from '@boxify/design/platform';
import { DesignNodeSchema, type DesignNode } from '@boxify/design/schema';

import { designSystemQueryPageQueryMaterial } from '@client/api/generated';
import { request } from '@client/api/request';
import { NodeView } from '@client/editor/canvas/node-view';
import { insertAtView } from '@client/editor/core/insert-node';
import { useEditor, useEditorSelector, useEditorTexts } from '@client/editor/ui/editor-context';
import { currentLanguage } from '@client/i18n/i18n';
import { showFailure } from '@client/ui/failure-toast';

const TILE = { width: 264, height: 120 };

/** The element's width as laid out (the tile's width follows the panel's). */
function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width || fallback));
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback]);
  return [ref, width] as const;
}

/** A component drawn to fill its tile, centred (small ones up to 2×), with the canvas's renderer (what you see is
 * what gets inserted). */
function Thumbnail({ node }: { node: DesignNode }) {
  const [ref, width] = useWidth<HTMLSpanElement>(TILE.width);
  const scale = Math.min(width / Math.max(1, node.width), TILE.height / Math.max(1, node.height), 2);
  return (
    <span ref={ref} className="editor-component-thumb" style={{ height: TILE.height }} aria-hidden>
      <span className="editor-component-thumb__fit" style={{ width: node.width * scale, height: node.height * scale }}>
        <span
          style={{
            position: 'relative',
            display: 'block',
            width: node.width,
            height: node.height,
            transform: `scale(${scale})`,
            transformOrigin: '0 0',
          }}
        >
          <NodeView node={{ ...node, x: 0, y: 0 }} parentKind="panel" offsetX={0} offsetY={0} />
        </span>
      </span>
    </span>
  );
}

/** The selected library's components (the kit's sections and the token components), inserted with a click. */
export function ComponentResults({ query, limit }: { query: string; limit?: number }) {
  const editor = useEditor();
  const { t } = useEditorTexts();
  // The library draws its sections for phones (390) or desktops (1440): a tablet panel takes the wider ones.
  const narrow = useEditorSelector((s) => platformOfWidth(s.document.width) === 'mobile');
  const [platform, setPlatform] = useState<'mobile' | 'desktop'>(narrow ? 'mobile' : 'desktop');
  const body = { platform, page: 1, pageSize: 100 };
  const materials = useQuery({
    queryKey: ['library-materials', body, currentLanguage()],
    queryFn: () => request((o) => designSystemQueryPageQueryMaterial({ ...o, body }), { quiet: () => true }),
    staleTime: 60_000,
  });
  const language = currentLanguage();
  const q = query.trim().toLowerCase();
  const items = (materials.data?.items ?? [])
    .filter((m) => !q || m.name.en.toLowerCase().includes(q) || m.name.zh.includes(q) || m.kind.includes(q))
    .slice(0, limit);
  return (
    <>
      {limit === undefined && (
        <div className="editor-icon-filters" role="radiogroup" aria-label={t('search.component')}>
          {(['desktop', 'mobile'] as const).map((p) => (
            <button key={p} type="button" role="radio" aria-checked={platform === p} onClick={() => setPlatform(p)}>
              {t(`search.${p}`)}
            </button>
          ))}
        </div>
      )}
      <div className="editor-component-list" aria-busy={materials.isFetching}>
        {items.map((m) => {
          const node = m.node as unknown as DesignNode;
          return (
            <button
              key={m.materialId}
              type="button"
              className="editor-component-tile"
              aria-label={t('search.insertComponent', { name: m.name[language] })}
              onClick={() => {
                // A material whose stored layer does not parse cannot be placed: the list is stale or broken.
                const parsed = DesignNodeSchema.safeParse(node);
                if (parsed.success) insertAtView(editor, parsed.data, 'Insert component');
                else showFailure('node_incomplete');
              }}
            >
              <Thumbnail node={node} />
              <span className="editor-component-name">{m.name[language]}</span>
            </button>
          );
        })}
      </div>
      {!materials.isFetching && items.length === 0 && <p className="editor-muted">{t('search.none')}</p>}
    </>
  );
}
