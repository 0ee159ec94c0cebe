import type { TextNode } from '@boxify/design/schema';

import { textPatch } from '@client/editor/core/text-name';
import { NumberField, SelectField, Section } from '@client/editor/ui/controls';
import { patchNodes, useEditor, useEditorTexts } from '@client/editor/ui/editor-context';

const FAMILIES = ['Inter', 'Noto Sans SC'] as const;
const WEIGHTS = ['400', '500', '600', '700'] as const;

/** Text content and fonts: family, size, weight, line height, letter spacing, alignment. */
export function TextSection({ nodes }: { nodes: TextNode[] }) {
  const editor = useEditor();
  const { t } = useEditorTexts();
  const node = nodes[0];
  const style = (field: string, change: Partial<TextNode['style']>) =>
    patchNodes(editor, nodes, field, (n) => ({ style: { ...(n as TextNode).style, ...change } }));
  return (
    <Section title={t('props.text')}>
      <label className="editor-field editor-field-wide">
        <span className="editor-field-label">{t('props.characters')}</span>
        <textarea
          aria-label={t('props.characters')}
          value={node.characters}
          rows={3}
          onChange={(e) => patchNodes(editor, nodes, 'characters', (n) => textPatch(n, e.target.value))}
        />
      </label>
      <SelectField
        label={t('props.fontFamily')}
        value={FAMILIES.includes(node.style.fontFamily as (typeof FAMILIES)[number]) ? node.style.fontFamily : 'Inter'}
        options={FAMILIES.map((f) => ({ value: f, label: f }))}
        onChange={(fontFamily) => style('fontFamily', { fontFamily })}
      />
      <SelectField
        label={t('props.fontWeight')}
        value={String(node.style.fontWeight) as (typeof WEIGHTS)[number]}
        options={WEIGHTS.map((w) => ({ value: w, label: w }))}
        onChange={(w) => style('fontWeight', { fontWeight: Number(w) })}
      />
      <div className="editor-grid">
        <NumberField
          label={t('props.fontSize')}
          short="Aa"
          value={node.style.fontSize}
          min={1}
          onCommit={(fontSize) => style('fontSize', { fontSize })}
        />
        <NumberField
          label={t('props.lineHeight')}
          short="LH"
          value={node.style.lineHeight === 'auto' ? undefined : node.style.lineHeight}
          min={1}
          onCommit={(lineHeight) => style('lineHeight', { lineHeight })}
        />
        <NumberField
          label={t('props.letterSpacing')}
          short="LS"
          value={node.style.letterSpacing}
          step={0.1}
          onCommit={(letterSpacing) => style('letterSpacing', { letterSpacing })}
        />
      </div>
      <SelectField
        label={t('props.textAlign')}
        value={node.style.textAlign}
        options={(['left', 'center', 'right', 'justify'] as const).map((v) => ({ value: v, label: t(`props.${v}`) }))}
        onChange={(textAlign) => style('textAlign', { textAlign })}
      />
    </Section>
  );
}
