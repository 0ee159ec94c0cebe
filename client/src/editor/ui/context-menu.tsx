import { ContextMenu } from 'radix-ui';
import type { ReactNode } from 'react';

import { indexPanel } from '@boxify/design/operations';

import { actionById, isEnabled, performAction } from '@client/editor/actions';
import { useEditor, useEditorSelector, useEditorTexts } from '@client/editor/ui/editor-context';

/** Right-click on the canvas: layer order, group, ungroup, select layer, copy, paste, duplicate, delete. */
export function CanvasContextMenu({ children }: { children: ReactNode }) {
  const editor = useEditor();
  const document = useEditorSelector((s) => s.document);
  const selection = useEditorSelector((s) => s.selection);
  const { t } = useEditorTexts();
  const item = (id: string) => {
    const action = actionById(id);
    return (
      <ContextMenu.Item
        key={id}
        className="editor-menu-item"
        disabled={!isEnabled(editor, action)}
        onSelect={() => performAction(editor, id)}
      >
        {t(`action.${id}`)}
        <span className="editor-menu-keys">{action.keys[0]}</span>
      </ContextMenu.Item>
    );
  };
  // Layers under the pointer's selection path, for "select layer".
  const { nodes, parents } = indexPanel(document);
  const first = selection[0];
  const ancestry: string[] = [];
  for (let id: string | null | undefined = first; id; id = parents.get(id)) ancestry.push(id);
  return (
    <ContextMenu.Root>
      <ContextMenu.Trigger asChild>{children}</ContextMenu.Trigger>
      <ContextMenu.Portal>
        <ContextMenu.Content className="editor-menu">
          {item('copy')}
          {item('paste')}
          {item('duplicate')}
          {item('delete')}
          <ContextMenu.Separator className="editor-menu-separator" />
          {item('group')}
          {item('ungroup')}
          <ContextMenu.Sub>
            <ContextMenu.SubTrigger className="editor-menu-item">{t('menu.layerOrder')}</ContextMenu.SubTrigger>
            <ContextMenu.Portal>
              <ContextMenu.SubContent className="editor-menu">
                {item('bringToFront')}
                {item('bringForward')}
                {item('sendBackward')}
                {item('sendToBack')}
              </ContextMenu.SubContent>
            </ContextMenu.Portal>
          </ContextMenu.Sub>
          <ContextMenu.Sub>
            <ContextMenu.SubTrigger className="editor-menu-item" disabled={ancestry.length === 0}>
              {t('menu.selectLayer')}
            </ContextMenu.SubTrigger>
            <ContextMenu.Portal>
              <ContextMenu.SubContent className="editor-menu">
                {ancestry.map((id) => (
                  <ContextMenu.Item key={id} className="editor-menu-item" onSelect={() => editor.select([id])}>
                    {nodes.get(id)?.name || nodes.get(id)?.type}
                  </ContextMenu.Item>
                ))}
              </ContextMenu.SubContent>
            </ContextMenu.Portal>
          </ContextMenu.Sub>
        </ContextMenu.Content>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}
