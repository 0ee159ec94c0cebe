import { useRef } from 'react';
import { toast } from 'sonner';

import { importDesignJson } from '@server/design/import/import-json';

import { actionById } from '@client/editor/actions';
import { currentLanguage } from '@client/i18n/i18n';
import { freshId } from '@client/editor/core/node-factory';
import { pasteNodes } from '@client/editor/core/clipboard';
import { IconButton } from '@client/editor/ui/controls';
import { useEditor, useEditorSelector, useEditorTexts } from '@client/editor/ui/editor-context';
import type { UiIconName } from '@client/editor/ui/ui-icons';
import type { ToolId } from '@client/editor/core/editor';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const TOOLS: [string, ToolId, UiIconName][] = [
  ['selectMode', 'select', 'select'],
  ['insertFrame', 'frame', 'frame'],
  ['insertRectangle', 'rect', 'rect'],
  ['insertEllipse', 'ellipse', 'ellipse'],
  ['insertText', 'text', 'text'],
  ['insertLine', 'line', 'line'],
  ['dragMode', 'hand', 'hand'],
];

const readAs = (file: File, as: 'text' | 'dataUrl') =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    if (as === 'text') reader.readAsText(file);
    else reader.readAsDataURL(file);
  });

const imageSize = (src: string) =>
  new Promise<{ width: number; height: number }>((resolve) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth || 100, height: img.naturalHeight || 100 });
    img.onerror = () => resolve({ width: 100, height: 100 });
    img.src = src;
  });

/** Drawing tools, image upload (PNG/JPG/JPEG/WEBP ≤ 5 MB), icons and JSON upload of UI objects. */
type InsertBarProps = { onToggleIcons(): void; iconsOpen: boolean; onToggleLayers(): void; layersOpen: boolean };

export function InsertBar({ onToggleIcons, iconsOpen, onToggleLayers, layersOpen }: InsertBarProps) {
  const editor = useEditor();
  const tool = useEditorSelector((s) => s.tool);
  const { t } = useEditorTexts();
  const imageInput = useRef<HTMLInputElement>(null);
  const jsonInput = useRef<HTMLInputElement>(null);

  const insertImage = async (file: File) => {
    if (!IMAGE_TYPES.includes(file.type)) return void toast.error(t('insert.imageType'));
    if (file.size > MAX_IMAGE_BYTES) return void toast.error(t('insert.imageTooBig'));
    const src = await readAs(file, 'dataUrl');
    const size = await imageSize(src);
    const scale = Math.min(1, (editor.document.width * 0.8) / size.width);
    const id = freshId(editor.document);
    editor.apply(
      'Insert image',
      [
        {
          type: 'insert',
          parentId: null,
          node: {
            id,
            type: 'image',
            name: file.name,
            src,
            x: 20,
            y: 20,
            width: Math.round(size.width * scale),
            height: Math.round(size.height * scale),
          } as never,
        },
      ],
      { selection: [id] },
    );
  };

  const insertJson = async (file: File) => {
    const result = importDesignJson(file.name, await readAs(file, 'text'));
    if (!result.ok) {
      toast.error(result.message[currentLanguage()]);
      return;
    }
    const nodes = result.panels.flatMap((p) => p.children);
    pasteNodes(editor, nodes, 0, null);
    toast.success(t('insert.added', { count: nodes.length }));
  };

  return (
    <div className="editor-insert-bar" role="toolbar" aria-label={t('toolbar.insert')}>
      <IconButton icon="layers" label={t('layers.title')} pressed={layersOpen} onClick={onToggleLayers} />
      <span className="editor-divider" />
      {TOOLS.map(([id, toolId, icon]) => (
        <IconButton
          key={id}
          icon={icon}
          label={t(`action.${id}`)}
          shortcut={actionById(id).keys[0].toUpperCase()}
          pressed={tool === toolId}
          onClick={() => editor.setTool(toolId)}
        />
      ))}
      <IconButton icon="image" label={t('toolbar.image')} onClick={() => imageInput.current?.click()} />
      <IconButton icon="icons" label={t('toolbar.icons')} pressed={iconsOpen} onClick={onToggleIcons} />
      <IconButton icon="upload" label={t('toolbar.uploadJson')} onClick={() => jsonInput.current?.click()} />
      <input
        ref={imageInput}
        type="file"
        hidden
        accept=".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp"
        data-testid="image-upload"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void insertImage(file);
        }}
      />
      <input
        ref={jsonInput}
        type="file"
        hidden
        accept=".json,application/json"
        data-testid="json-upload"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void insertJson(file);
        }}
      />
    </div>
  );
}
