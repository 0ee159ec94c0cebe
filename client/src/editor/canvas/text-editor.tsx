import { useEffect, useRef, type CSSProperties } from 'react';

import { toCssRgba } from '@boxify/design/color';
import { FONT_STACK_CSS } from '@boxify/design/fonts';
import { indexPanel } from '@boxify/design/operations';
import { solidColor } from '@boxify/design/render-dom';

import { panelToScreen } from '@client/editor/core/camera';
import type { Editor, EditorState } from '@client/editor/core/editor';
import { textPatch } from '@client/editor/core/text-name';

/** Typing into a text layer on the canvas: a textarea over the layer, in its font at the current zoom. */
export function CanvasTextEditor({ editor, state }: { editor: Editor; state: EditorState }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const id = state.editingText;
  const node = id === null ? undefined : indexPanel(state.document).nodes.get(id);
  const box = id === null ? undefined : editor.boxes().get(id);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, [id]);
  if (!node || node.type !== 'text' || !box) return null;
  const { zoom } = state.camera;
  const at = panelToScreen(state.camera, box);
  const s = node.style;
  const color = solidColor(node.fills);
  const style: CSSProperties = {
    left: at.x,
    top: at.y,
    minWidth: Math.max(box.width * zoom, 24),
    minHeight: box.height * zoom,
    width: node.autoResize === 'width-and-height' ? undefined : box.width * zoom,
    fontFamily: FONT_STACK_CSS,
    fontSize: s.fontSize * zoom,
    fontWeight: s.fontWeight,
    lineHeight: s.lineHeight === 'auto' ? 'normal' : `${s.lineHeight * zoom}px`,
    letterSpacing: s.letterSpacing * zoom,
    textAlign: s.textAlign,
    color: color ? toCssRgba(color.color, color.opacity) : '#000',
  };
  const stop = () => editor.setState({ editingText: null });
  return (
    <textarea
      ref={ref}
      className="editor-text-input"
      aria-label={node.name || 'Text'}
      style={style}
      value={node.characters}
      rows={Math.max(1, node.characters.split('\n').length)}
      onPointerDown={(e) => e.stopPropagation()}
      onChange={(e) =>
        editor.apply('Type', [{ type: 'set-properties', id: node.id, patch: textPatch(node, e.target.value) }], {
          mergeKey: `type:${node.id}`,
        })
      }
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Escape' || (e.key === 'Enter' && (e.metaKey || e.ctrlKey))) stop();
      }}
      onBlur={stop}
    />
  );
}
