import type { DesignNode, FrameNode, SizingMode } from '@boxify/design/schema';

import { NumberField, SelectField, Section, IconButton } from '@client/editor/ui/controls';
import { useEditor, useEditorTexts } from '@client/editor/ui/editor-context';
import { inFlow } from '@client/editor/core/transform';

/** A frame's auto layout: direction, spacing, padding, alignment, distribution, wrap. */
export function AutoLayoutSection({ frame }: { frame: FrameNode }) {
  const editor = useEditor();
  const { t } = useEditorTexts();
  const l = frame.layout;
  const set = (field: string, layout: Partial<FrameNode['layout']>) =>
    editor.apply(`layout.${field}`, [{ type: 'set-auto-layout', id: frame.id, layout }], {
      mergeKey: `layout:${field}:${frame.id}`,
    });
  const on = l.mode !== 'none';
  return (
    <Section
      title={t('props.autoLayout')}
      action={
        on ? (
          <IconButton icon="minus" label={t('props.removeAutoLayout')} onClick={() => set('mode', { mode: 'none' })} />
        ) : (
          <IconButton
            icon="create"
            label={t('props.addAutoLayout')}
            onClick={() => set('mode', { mode: 'vertical' })}
          />
        )
      }
    >
      {on && (
        <>
          <SelectField
            label={t('props.direction')}
            value={l.mode}
            options={[
              { value: 'horizontal', label: t('props.horizontal') },
              { value: 'vertical', label: t('props.vertical') },
            ]}
            onChange={(mode) => set('mode', { mode })}
          />
          <div className="editor-grid">
            <NumberField
              label={t('props.spacing')}
              short="↔"
              value={l.gap}
              min={0}
              onCommit={(gap) => set('gap', { gap })}
            />
            <NumberField
              label={t('props.padding')}
              short="▢"
              value={l.padding[0]}
              min={0}
              onCommit={(p) => set('padding', { padding: [p, p, p, p] })}
            />
          </div>
          <SelectField
            label={t('props.align')}
            value={l.align}
            options={(['start', 'center', 'end', 'stretch'] as const).map((v) => ({
              value: v,
              label: t(`props.${v}`),
            }))}
            onChange={(align) => set('align', { align })}
          />
          <SelectField
            label={t('props.justifyContent')}
            value={l.justify}
            options={[
              { value: 'start', label: t('props.start') },
              { value: 'center', label: t('props.center') },
              { value: 'end', label: t('props.end') },
              { value: 'space-between', label: t('props.spaceBetween') },
            ]}
            onChange={(justify) => set('justify', { justify })}
          />
          <label className="editor-check">
            <input type="checkbox" checked={l.wrap} onChange={(e) => set('wrap', { wrap: e.target.checked })} />
            {t('props.wrap')}
          </label>
        </>
      )}
    </Section>
  );
}

/** Each child's sizing in its parent's auto layout (and a frame's own hug): fill container, fit content, fixed. */
export function SizingSection({ node }: { node: DesignNode }) {
  const editor = useEditor();
  const { t } = useEditorTexts();
  const flowing = inFlow(editor.document, node.id);
  const canHug = (node.type === 'frame' && node.layout.mode !== 'none') || node.type === 'text';
  const modes: SizingMode[] = [...(flowing ? (['fill'] as const) : []), ...(canHug ? (['hug'] as const) : []), 'fixed'];
  if (modes.length < 2) return null;
  const options = modes.map((m) => ({ value: m, label: t(m === 'fill' ? 'props.fill_container' : `props.${m}`) }));
  const set = (axis: 'horizontal' | 'vertical', mode: SizingMode) =>
    editor.apply('sizing', [{ type: 'set-sizing', id: node.id, sizing: { [axis]: mode } }]);
  return (
    <Section title={t('props.resizing')}>
      <SelectField
        label={t('props.sizingH')}
        value={node.sizing.horizontal}
        options={options}
        onChange={(m) => set('horizontal', m)}
      />
      <SelectField
        label={t('props.sizingV')}
        value={node.sizing.vertical}
        options={options}
        onChange={(m) => set('vertical', m)}
      />
    </Section>
  );
}
