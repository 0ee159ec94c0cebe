import type { DesignNode } from '@boxify/design/schema';

import { NumberField, Section } from '@client/editor/ui/controls';
import { patchNodes, useEditor, useEditorTexts } from '@client/editor/ui/editor-context';

const CORNERS = ['tl', 'tr', 'br', 'bl'] as const;

/** Opacity and corner radius (one value, or four corners). */
export function AppearanceSection({ nodes }: { nodes: DesignNode[] }) {
  const editor = useEditor();
  const { t } = useEditorTexts();
  const node = nodes[0];
  const set = (field: string, patch: (n: DesignNode) => Record<string, unknown>) =>
    patchNodes(editor, nodes, field, patch);
  const corners = Array.isArray(node.radius) ? node.radius : undefined;
  const rounded = node.type !== 'text' && node.type !== 'group' && node.type !== 'ellipse';
  return (
    <Section title={t('props.opacity')}>
      <div className="editor-grid">
        <NumberField
          label={t('props.opacity')}
          short="%"
          value={Math.round(node.opacity * 100)}
          min={0}
          max={100}
          onCommit={(v) => set('opacity', () => ({ opacity: v / 100 }))}
        />
        {rounded && !corners && (
          <NumberField
            label={t('props.radius')}
            short="R"
            value={node.radius as number}
            min={0}
            onCommit={(v) => set('radius', () => ({ radius: v }))}
          />
        )}
        {rounded && (
          <label className="editor-check">
            <input
              type="checkbox"
              checked={corners !== undefined}
              onChange={(e) =>
                set('radius', (n) => {
                  const r = Array.isArray(n.radius) ? n.radius[0] : n.radius;
                  return { radius: e.target.checked ? [r, r, r, r] : r };
                })
              }
            />
            {t('props.radiusCorners')}
          </label>
        )}
      </div>
      {rounded && corners && (
        <div className="editor-grid">
          {CORNERS.map((corner, i) => (
            <NumberField
              key={corner}
              label={t('props.radiusCorner', { corner: t(`props.corners.${corner}`) })}
              short={corner.toUpperCase()}
              value={corners[i]}
              min={0}
              onCommit={(v) =>
                set('radius', (n) => {
                  const next = Array.isArray(n.radius) ? [...n.radius] : [n.radius, n.radius, n.radius, n.radius];
                  next[i] = v;
                  return { radius: next };
                })
              }
            />
          ))}
        </div>
      )}
    </Section>
  );
}
