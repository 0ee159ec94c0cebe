import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { changedNodes, type ContentChanges } from '@boxify/design/history';
import type { Panel } from '@boxify/design/schema';
import { PanelView } from '@client/editor/canvas/panel-view';

import './version-compare.css';

type Side = { title: string; subtitle?: string; document: Panel | undefined; testId: string };

const escape = (id: string) => (typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(id) : id.replace(/"/g, '\\"'));

// Outlines for the nodes of one side, by their data-node-id; the line keeps its width whatever the scale.
function outlineRules(scope: string, ids: Record<'added' | 'removed' | 'changed', string[]>): string {
  const rules: string[] = [];
  for (const [kind, list] of Object.entries(ids)) {
    if (list.length === 0) continue;
    const selectors = list.map((id) => `[data-compare="${scope}"] [data-node-id="${escape(id)}"]`).join(',\n');
    rules.push(`${selectors} { outline: calc(2px / var(--compare-scale)) solid var(--compare-${kind}); }`);
  }
  return rules.join('\n');
}

function ComparePanel({ side, scope, width, height }: { side: Side; scope: string; width: number; height: number }) {
  const { t } = useTranslation();
  const doc = side.document;
  const scale = doc ? Math.min(1, width / doc.width, height / doc.height) : 1;
  return (
    <figure className="compare__side" data-testid={side.testId}>
      <figcaption className="compare__caption">
        <strong>{side.title}</strong>
        {side.subtitle && <span className="compare__subtitle">{side.subtitle}</span>}
      </figcaption>
      {doc ? (
        <div className="compare__frame" style={{ width: doc.width * scale, height: doc.height * scale }}>
          <div
            className="compare__panel"
            data-compare={scope}
            style={{ transform: `scale(${scale})`, ['--compare-scale' as string]: scale }}
          >
            <PanelView panel={doc} />
          </div>
        </div>
      ) : (
        <div className="compare__loading" aria-busy="true">
          {t('workbench.history.loading')}
        </div>
      )}
    </figure>
  );
}

/**
 * Two versions side by side, read-only, with the nodes that differ outlined: removed ones on the older side,
 * added ones on the newer, changed ones on both.
 */
export function VersionCompare({
  before,
  after,
  width,
  height,
  differences,
}: {
  before: Side;
  after: Side;
  width: number;
  height: number;
  /** How the two differ when their nodes are not one document's (two directions); else by node id. */
  differences?: ContentChanges;
}) {
  const { t } = useTranslation();
  const changes = useMemo((): ContentChanges | undefined => {
    if (differences) return differences;
    if (!before.document || !after.document) return undefined;
    const { added, removed, changed } = changedNodes(before.document, after.document);
    return { added, removed, changed: { before: changed, after: changed } };
  }, [differences, before.document, after.document]);
  const css = changes
    ? [
        outlineRules('before', { removed: changes.removed, changed: changes.changed.before, added: [] }),
        outlineRules('after', { added: changes.added, changed: changes.changed.after, removed: [] }),
      ].join('\n')
    : '';
  const total = changes ? changes.added.length + changes.removed.length + changes.changed.after.length : 0;
  return (
    <div className="compare">
      <style>{css}</style>
      <div className="compare__pair">
        <ComparePanel side={before} scope="before" width={width} height={height} />
        <ComparePanel side={after} scope="after" width={width} height={height} />
      </div>
      {changes && (
        <p className="compare__legend" data-testid="compare-legend" data-changed={total}>
          {total === 0 ? (
            t('workbench.history.noDifferences')
          ) : (
            <>
              <span className="compare__key compare__key--changed">
                {t('workbench.history.changedCount', { count: changes.changed.after.length })}
              </span>
              <span className="compare__key compare__key--added">
                {t('workbench.history.addedCount', { count: changes.added.length })}
              </span>
              <span className="compare__key compare__key--removed">
                {t('workbench.history.removedCount', { count: changes.removed.length })}
              </span>
            </>
          )}
        </p>
      )}
    </div>
  );
}
