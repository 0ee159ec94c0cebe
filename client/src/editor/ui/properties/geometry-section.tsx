import type { DesignNode } from '@boxify/design/schema';

import { NumberField, Section } from '@client/editor/ui/controls';
import { patchNodes, useEditor, useEditorTexts } from '@client/editor/ui/editor-context';
import { inFlow } from '@client/editor/core/transform';

/** Position, size, rotation and lock ratio of the selection (the first node's values; edits apply to all). */
export function GeometrySection({ nodes }: { nodes: DesignNode[] }) {
  const editor = useEditor();
  const { t } = useEditorTexts();
  const node = nodes[0];
  const free = !inFlow(editor.document, node.id);
  // What is drawn (a hugging text or frame has the size of its content), not only what is stored.
  const drawn = editor.boxes().get(node.id);
  const set = (field: string, patch: (n: DesignNode) => Record<string, unknown>) =>
    patchNodes(editor, nodes, field, patch);
  const resize = (axis: 'width' | 'height', value: number) =>
    set(axis, (n) => {
      const other = axis === 'width' ? 'height' : 'width';
      const keep =
        n.lockRatio && n[axis] > 0
          ? { [other]: Math.max(1, Math.round(((n[other] * value) / n[axis]) * 100) / 100) }
          : {};
      const sizing = { ...n.sizing, [axis === 'width' ? 'horizontal' : 'vertical']: 'fixed' };
      return { [axis]: Math.max(1, value), ...keep, sizing };
    });
  return (
    <Section title={t('props.position')}>
      <div className="editor-grid">
        <NumberField label={t('props.x')} value={node.x} onCommit={(v) => free && set('x', () => ({ x: v }))} />
        <NumberField label={t('props.y')} value={node.y} onCommit={(v) => free && set('y', () => ({ y: v }))} />
        <NumberField
          label={t('props.width')}
          short="W"
          value={drawn?.width ?? node.width}
          min={1}
          onCommit={(v) => resize('width', v)}
        />
        <NumberField
          label={t('props.height')}
          short="H"
          value={drawn?.height ?? node.height}
          min={1}
          onCommit={(v) => resize('height', v)}
        />
        <NumberField
          label={t('props.rotation')}
          short="°"
          value={node.rotation}
          onCommit={(v) => set('rotation', () => ({ rotation: v }))}
        />
        <label className="editor-check">
          <input
            type="checkbox"
            checked={node.lockRatio === true}
            onChange={(e) => set('lockRatio', () => ({ lockRatio: e.target.checked }))}
          />
          {t('props.lockRatio')}
        </label>
      </div>
    </Section>
  );
}
