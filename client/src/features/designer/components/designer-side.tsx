import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useEditorSelector } from '@client/editor/ui/editor-context';
import type { EditorSession } from '@client/editor/session/editor-session';
import { BoxifyPanel } from '@client/features/designer/components/boxify-panel';
import { StartDesign } from '@client/features/designer/components/start-design';
import type { Designer } from '@client/features/designer/hooks/use-designer';
import { dismissStartDesign, wasOpenedAsNew } from '@client/features/designer/state/start-design';

/** What the workbench draws beside the canvas: the Boxify button, its panel, the start-design choices. */
export function DesignerSide({
  session,
  designer,
  open,
  onOpenChange,
}: {
  session: EditorSession;
  designer: Designer;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const [focusPrompt, setFocusPrompt] = useState(false);
  const { editor, panelId } = session;
  const empty = useEditorSelector((s) => s.document.children.length === 0);
  const tool = useEditorSelector((s) => s.tool);
  const [starting, setStarting] = useState(() => wasOpenedAsNew(panelId) && editor.document.children.length === 0);
  const firstTool = useRef(tool);

  // Choosing a tool, or anything on the canvas, is starting from scratch.
  useEffect(() => {
    if (!starting) return;
    if (!empty || tool !== firstTool.current) close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [empty, tool, starting]);

  function close() {
    dismissStartDesign(panelId);
    setStarting(false);
  }

  return (
    <>
      {!open && (
        <button type="button" className="button button--primary designer-open" onClick={() => onOpenChange(true)}>
          {t('designer.open')}
        </button>
      )}
      {starting && !open && (
        <StartDesign
          editor={editor}
          onClose={close}
          onDescribe={() => {
            close();
            onOpenChange(true);
            setFocusPrompt(true);
          }}
        />
      )}
      {open && (
        <BoxifyPanel
          panelId={panelId}
          designer={designer}
          onClose={() => onOpenChange(false)}
          focusPrompt={focusPrompt}
        />
      )}
    </>
  );
}
