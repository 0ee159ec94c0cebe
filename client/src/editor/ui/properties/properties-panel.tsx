import type { ReactNode } from 'react';

import { indexPanel } from '@boxify/design/operations';
import type { DesignNode, FrameNode, TextNode } from '@boxify/design/schema';

import { useEditorSelector, useEditorTexts } from '@client/editor/ui/editor-context';
import { AdvancedEditor } from '@client/editor/ui/properties/advanced-editor';
import { AppearanceSection } from '@client/editor/ui/properties/appearance-section';
import { AutoLayoutSection, SizingSection } from '@client/editor/ui/properties/auto-layout-section';
import { GeometrySection } from '@client/editor/ui/properties/geometry-section';
import { FillSection, ShadowSection, StrokeSection } from '@client/editor/ui/properties/paint-sections';
import { TextSection } from '@client/editor/ui/properties/text-section';

/** The right-hand panel: the selection's properties, or the panel's own when nothing is selected. */
export function PropertiesPanel({ panelProperties }: { panelProperties?: ReactNode }) {
  const document = useEditorSelector((s) => s.document);
  const selection = useEditorSelector((s) => s.selection);
  // Sizes shown are the drawn ones: follow the canvas's layout.
  useEditorSelector((s) => s.layoutVersion);
  const { t } = useEditorTexts();
  const { nodes } = indexPanel(document);
  const selected = selection.map((id) => nodes.get(id)).filter((n): n is DesignNode => n !== undefined);
  if (selected.length === 0) {
    return (
      <aside className="editor-properties" aria-label={t('props.title')}>
        {panelProperties}
      </aside>
    );
  }
  const node = selected[0];
  const sameType = selected.every((n) => n.type === node.type);
  return (
    <aside className="editor-properties" aria-label={t('props.title')}>
      <p className="editor-selection-name">
        {selected.length > 1 ? t('props.multiple', { count: selected.length }) : node.name || node.type}
      </p>
      <GeometrySection key={`g-${node.id}`} nodes={selected} />
      {selected.length === 1 && <SizingSection node={node} />}
      {node.type === 'frame' && selected.length === 1 && <AutoLayoutSection frame={node as FrameNode} />}
      <AppearanceSection nodes={selected} />
      {sameType && node.type === 'text' && <TextSection nodes={selected as TextNode[]} />}
      {node.type !== 'group' && <FillSection nodes={selected} />}
      {node.type !== 'group' && <StrokeSection nodes={selected} />}
      {node.type !== 'group' && <ShadowSection nodes={selected} />}
      {selected.length === 1 && <AdvancedEditor node={node} />}
    </aside>
  );
}
