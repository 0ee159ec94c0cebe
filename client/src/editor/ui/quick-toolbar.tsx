import { lazy, Suspense, useState } from 'react';

import { actionById, isEnabled, performAction } from '@client/editor/actions';
import { shortcutLabel } from '@client/editor/actions/shortcut-label';
import { IconButton } from '@client/editor/ui/controls';
import { useEditor, useEditorSelector, useEditorTexts } from '@client/editor/ui/editor-context';
import type { UiIconName } from '@client/editor/ui/ui-icons';

// CodeMirror, the exports and the dialog load when the sandbox first opens, not with the workbench.
const SandboxDialog = lazy(() => import('@client/editor/ui/sandbox/sandbox-dialog'));

export type QuickToolbarProps = {
  onShare(): void;
  onOptimise(): void;
  onCreate(): void;
  onCopy(): void;
  /** Why optimise cannot run now (an empty canvas, AI work pending…), undefined when it can. */
  optimiseBlocked?: string;
};

/** Spec §2's quick toolbar: undo, redo, zoom in/out, fit to screen, fit to panel, actual size, select mode, drag mode, share, optimise, sandbox, create, copy. */
export function QuickToolbar({ onShare, onOptimise, onCreate, onCopy, optimiseBlocked }: QuickToolbarProps) {
  const editor = useEditor();
  // Only what the buttons show: undo/redo availability, zoom, tool, emptiness, selection.
  useEditorSelector((s) => s.canUndo);
  useEditorSelector((s) => s.canRedo);
  useEditorSelector((s) => s.selection);
  const tool = useEditorSelector((s) => s.tool);
  const zoom = useEditorSelector((s) => s.camera.zoom);
  const empty = useEditorSelector((s) => s.document.children.length === 0);
  const hasSelection = useEditorSelector((s) => s.selection.length > 0);
  const { t } = useEditorTexts();
  const [sandboxOpen, setSandboxOpen] = useState(false);
  const action = (id: string, icon: UiIconName, pressed?: boolean) => {
    const a = actionById(id);
    return (
      <IconButton
        key={id}
        icon={icon}
        label={t(`action.${id}`)}
        shortcut={shortcutLabel(a.keys[0])}
        pressed={pressed}
        disabled={!isEnabled(editor, a)}
        onClick={() => performAction(editor, id)}
      />
    );
  };
  return (
    <div className="editor-quick-toolbar" role="toolbar" aria-label={t('toolbar.label')}>
      {action('undo', 'undo')}
      {action('redo', 'redo')}
      <span className="editor-divider" />
      {action('zoomIn', 'zoomIn')}
      {action('zoomOut', 'zoomOut')}
      {action('fitToScreen', 'fitToScreen')}
      {action('fitToPanel', 'fitToPanel')}
      {action('actualSize', 'actualSize')}
      <span className="editor-zoom" aria-live="polite">{`${Math.round(zoom * 100)}%`}</span>
      <span className="editor-divider" />
      {action('selectMode', 'select', tool === 'select')}
      {action('dragMode', 'hand', tool === 'hand')}
      <span className="editor-divider" />
      <IconButton icon="share" label={t('toolbar.share')} onClick={onShare} />
      <IconButton
        icon="optimise"
        label={t('toolbar.optimise')}
        onClick={onOptimise}
        disabled={empty || optimiseBlocked !== undefined}
        reason={empty ? t('toolbar.emptyCanvas') : optimiseBlocked}
      />
      <IconButton
        icon="code"
        label={t('toolbar.sandbox')}
        onClick={() => setSandboxOpen(true)}
        disabled={empty}
        reason={empty ? t('toolbar.emptyCanvas') : undefined}
      />
      {sandboxOpen && !empty && (
        <Suspense fallback={null}>
          <SandboxDialog panel={editor.document} onClose={() => setSandboxOpen(false)} />
        </Suspense>
      )}
      <IconButton icon="create" label={t('toolbar.create')} onClick={onCreate} />
      <IconButton icon="copy" label={t('toolbar.copy')} onClick={onCopy} disabled={!hasSelection} />
    </div>
  );
}
