import { useState, type DragEvent } from 'react';

import { indexPanel, isAncestor } from '@boxify/design/operations';
import type { DesignNode } from '@boxify/design/schema';

import { IconButton, UiIcon } from '@client/editor/ui/controls';
import { useEditor, useEditorSelector, useEditorTexts } from '@client/editor/ui/editor-context';

type DropAt = { id: string; where: 'above' | 'below' | 'inside' };

/** The layer tree, topmost first: select, rename inline, show/hide, lock/unlock, drag to reorder and reparent. */
export function LayersPanel() {
  const editor = useEditor();
  const doc = useEditorSelector((s) => s.document);
  const selection = useEditorSelector((s) => s.selection);
  const { t } = useEditorTexts();
  // Containers start collapsed (large pages stay light); the path to the selection opens by itself.
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const { parents } = indexPanel(doc);
  const onPath = new Set<string>();
  for (const id of selection) for (let p = parents.get(id); p; p = parents.get(p)) onPath.add(p);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [drop, setDrop] = useState<DropAt | null>(null);

  const moveTo = (id: string, target: DropAt) => {
    if (id === target.id || isAncestor(doc, id, target.id)) return;
    const { parents, nodes } = indexPanel(doc);
    const targetNode = nodes.get(target.id)!;
    if (target.where === 'inside') {
      editor.apply('Move layer', [{ type: 'reparent', id, parentId: target.id }]);
      return;
    }
    const parentId = parents.get(target.id) ?? null;
    const siblings = parentId === null ? doc.children : (nodes.get(parentId) as { children: DesignNode[] }).children;
    const without = siblings.filter((c) => c.id !== id);
    const at = without.indexOf(targetNode);
    // The list shows the topmost layer first: "above" in the list is after it in paint order.
    editor.apply('Move layer', [{ type: 'reparent', id, parentId, index: target.where === 'above' ? at + 1 : at }]);
  };

  const row = (node: DesignNode, depth: number) => {
    const selected = selection.includes(node.id);
    const container = node.type === 'frame' || node.type === 'group';
    const open = container && (opened.has(node.id) || onPath.has(node.id));
    const name = node.name || node.type;
    const onDragOver = (e: DragEvent) => {
      if (!dragging) return;
      e.preventDefault();
      const r = e.currentTarget.getBoundingClientRect();
      const f = (e.clientY - r.top) / r.height;
      setDrop({ id: node.id, where: container && f > 0.3 && f < 0.7 ? 'inside' : f < 0.5 ? 'above' : 'below' });
    };
    return (
      <li
        key={node.id}
        role="treeitem"
        aria-selected={selected}
        aria-expanded={container ? open : undefined}
        aria-label={name}
      >
        <div
          className={`editor-layer${selected ? ' selected' : ''}${drop?.id === node.id ? ` drop-${drop.where}` : ''}${node.visible ? '' : ' hidden'}`}
          style={{ paddingLeft: 8 + depth * 14 }}
          draggable={renaming !== node.id}
          onDragStart={(e) => {
            setDragging(node.id);
            e.dataTransfer.effectAllowed = 'move';
          }}
          onDragOver={onDragOver}
          onDragLeave={() => setDrop(null)}
          onDrop={(e) => {
            e.preventDefault();
            if (dragging && drop) moveTo(dragging, drop);
            setDragging(null);
            setDrop(null);
          }}
          onDragEnd={() => {
            setDragging(null);
            setDrop(null);
          }}
          onClick={(e) => {
            if (e.shiftKey) editor.select(selected ? selection.filter((s) => s !== node.id) : [...selection, node.id]);
            else editor.select([node.id]);
          }}
          onDoubleClick={() => setRenaming(node.id)}
        >
          {container ? (
            <button
              type="button"
              className="editor-layer-toggle"
              aria-label={t(open ? 'layers.collapse' : 'layers.expand', { name })}
              onClick={(e) => {
                e.stopPropagation();
                const next = new Set(opened);
                if (open) {
                  next.delete(node.id);
                  // Closing a container on the selection's path deselects inside it, as Figma does.
                  if (onPath.has(node.id)) editor.select([node.id]);
                } else next.add(node.id);
                setOpened(next);
              }}
            >
              <UiIcon name={open ? 'chevronDown' : 'chevronRight'} />
            </button>
          ) : (
            <span className="editor-layer-toggle" />
          )}
          <span className="editor-layer-type">{node.type}</span>
          {renaming === node.id ? (
            <input
              className="editor-layer-rename"
              aria-label={t('layers.rename')}
              autoFocus
              defaultValue={node.name}
              onClick={(e) => e.stopPropagation()}
              onKeyDown={(e) => {
                if (e.key === 'Enter') e.currentTarget.blur();
                if (e.key === 'Escape') setRenaming(null);
              }}
              onBlur={(e) => {
                const value = e.target.value.trim();
                if (value && value !== node.name)
                  editor.apply('Rename', [{ type: 'set-properties', id: node.id, patch: { name: value } }]);
                setRenaming(null);
              }}
            />
          ) : (
            <span className="editor-layer-name">{name}</span>
          )}
          <span className="editor-layer-actions">
            <IconButton
              icon={node.visible ? 'eye' : 'eyeOff'}
              label={t(node.visible ? 'layers.hide' : 'layers.show', { name })}
              onClick={() =>
                editor.apply('Visibility', [{ type: 'set-properties', id: node.id, patch: { visible: !node.visible } }])
              }
            />
            <IconButton
              icon={node.locked ? 'lock' : 'unlock'}
              label={t(node.locked ? 'layers.unlock' : 'layers.lock', { name })}
              onClick={() =>
                editor.apply('Lock', [{ type: 'set-properties', id: node.id, patch: { locked: !node.locked } }])
              }
            />
          </span>
        </div>
        {open && node.children.length > 0 && (
          <ul role="group">{[...node.children].reverse().map((child) => row(child, depth + 1))}</ul>
        )}
      </li>
    );
  };

  return (
    <nav className="editor-layers" aria-label={t('layers.title')}>
      <h2>{t('layers.title')}</h2>
      {doc.children.length === 0 ? (
        <p className="editor-muted">{t('layers.empty')}</p>
      ) : (
        <ul role="tree" aria-label={t('layers.title')}>
          {[...doc.children].reverse().map((node) => row(node, 0))}
        </ul>
      )}
    </nav>
  );
}
