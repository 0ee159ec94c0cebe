import { Dialog } from 'radix-ui';
import { useState } from 'react';

import { applyOperation, type Operation, indexPanel } from '@boxify/design/operations';
import type { Panel } from '@boxify/design/schema';
import { DesignNodeSchema, type DesignNode } from '@boxify/design/schema';

import { useEditor, useEditorTexts } from '@client/editor/ui/editor-context';

/** The selection's JSON, editable; the schema checks it before it replaces the node (one undo step). */
export function AdvancedEditor({ node }: { node: DesignNode }) {
  const editor = useEditor();
  const { t } = useEditorTexts();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      setError(t('props.invalidJson'));
      return;
    }
    const parsed = DesignNodeSchema.safeParse({ ...(value as object), id: node.id });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(t('props.invalidAt', { path: issue.path.join('.') || '/', message: issue.message }));
      return;
    }
    const next = parsed.data;
    const ok = editor.change('Advanced edit', (doc) => {
      // Replace in place: delete + insert at the same index keeps the layer order.
      const { parentId, index } = locate(doc, node.id);
      const removed = { type: 'delete' as const, ids: [node.id] };
      const inserted = { type: 'insert' as const, parentId, index, node: next };
      return [removed, inserted].reduce((d, op) => applyOp(d, op), doc);
    });
    if (ok) setOpen(false);
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setText(JSON.stringify(node, null, 2));
          setError(null);
        }
      }}
    >
      <Dialog.Trigger asChild>
        <button type="button" className="editor-text-button">
          {t('props.advanced')}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="editor-dialog-overlay" />
        <Dialog.Content className="editor-dialog editor-dialog-wide">
          <Dialog.Title>{t('props.advanced')}</Dialog.Title>
          <Dialog.Description>{t('props.advancedHint')}</Dialog.Description>
          <textarea
            aria-label={t('props.advanced')}
            className="editor-json"
            value={text}
            onChange={(e) => setText(e.target.value)}
            spellCheck={false}
          />
          {error && (
            <p role="alert" className="editor-error">
              {error}
            </p>
          )}
          <div className="editor-dialog-actions">
            <Dialog.Close asChild>
              <button type="button">{t('props.cancel')}</button>
            </Dialog.Close>
            <button type="button" className="primary" onClick={apply}>
              {t('props.apply')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function locate(doc: Panel, id: string): { parentId: string | null; index: number } {
  const { parents, nodes } = indexPanel(doc);
  const parentId = parents.get(id) ?? null;
  const siblings = parentId === null ? doc.children : (nodes.get(parentId) as { children: DesignNode[] }).children;
  return { parentId, index: siblings.findIndex((c) => c.id === id) };
}

const applyOp = (doc: Panel, op: Operation) => applyOperation(doc, op);
