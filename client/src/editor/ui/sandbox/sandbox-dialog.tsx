import { strToU8, zipSync } from 'fflate';
import { Dialog } from 'radix-ui';
import { useEffect, useMemo, useRef, useState } from 'react';

import { htmlFromLayout, reactFromLayout } from '@boxify/design/render';
import type { Panel } from '@boxify/design/schema';

import { storedLayout } from '@client/editor/core/stored-layout';
import { useEditorTexts } from '@client/editor/ui/editor-context';
import { CodeEditor, type CodeEditorHandle } from '@client/editor/ui/sandbox/code-editor';
import { sandboxFonts } from '@client/editor/ui/sandbox/sandbox-fonts';
import { SandboxFrame, type SandboxResult, type SandboxRun } from '@client/editor/ui/sandbox/sandbox-frame';
import { copyText } from '@client/ui/copy-text';

import '@client/editor/ui/sandbox/sandbox.css';

type Tab = 'react' | 'html';
type Files = { react: { name: string; tsx: string; css: string }; html: { name: string; text: string } };

// The sandbox loads nothing: the exports' font files (fonts/… beside a downloaded export) are left out; the frame
// gets the product's faces as bytes instead (sandbox-fonts.ts).
const withoutFontFaces = (css: string) => css.replace(/@font-face \{[^}]*\}\n?/g, '');

/**
 * The panel's React and HTML exports, laid out as the canvas lays them out (stored boxes, the browser's flexbox),
 * without @font-face rules.
 */
export function panelCode(panel: Panel): Files {
  const layout = storedLayout(panel);
  const [tsx, css] = reactFromLayout(panel, layout);
  const base = tsx.path.replace(/\.tsx$/, '');
  return {
    react: { name: base, tsx: tsx.contents, css: withoutFontFaces(css.contents) },
    html: { name: base, text: htmlFromLayout(panel, layout, { fonts: 'none' }) },
  };
}

function download(name: string, bytes: Uint8Array | string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// Edits run again once typing pauses.
const RERUN_MS = 300;

/** Spec §2's sandbox: the panel as running code beside its editable source (issue 21). */
export default function SandboxDialog({ panel, onClose }: { panel: Panel; onClose(): void }) {
  const { t } = useEditorTexts();
  const files = useMemo(() => panelCode(panel), [panel]);
  const fonts = useMemo(() => sandboxFonts(panel), [panel]);
  const [tab, setTab] = useState<Tab>('react');
  const [code, setCode] = useState({ react: files.react.tsx, html: files.html.text });
  const [run, setRun] = useState<SandboxRun>({ id: 0, kind: 'react', code: files.react.tsx, css: files.react.css });
  // The last run's answer; the previous one stays shown until the next run answers.
  const [result, setResult] = useState<SandboxResult & { runId: number }>({ runId: -1, state: 'running' });
  const [copied, setCopied] = useState(false);
  const editor = useRef<CodeEditorHandle | null>(null);
  const text = code[tab];

  useEffect(() => {
    const timer = setTimeout(() => {
      setRun((last) => {
        const next =
          tab === 'react'
            ? { kind: 'react' as const, code: text, css: files.react.css }
            : { kind: 'html' as const, code: text };
        return next.kind === last.kind && next.code === last.code ? last : { id: last.id + 1, ...next };
      });
    }, RERUN_MS);
    return () => clearTimeout(timer);
  }, [tab, text, files]);

  const save = () => {
    if (tab === 'html') download(`${files.html.name}.html`, text, 'text/html');
    else
      download(
        `${files.react.name}.zip`,
        zipSync({
          [`${files.react.name}.tsx`]: strToU8(text),
          [`${files.react.name}.module.css`]: strToU8(files.react.css),
        }),
        'application/zip',
      );
  };
  const errorLine = result.state === 'error' && result.line !== undefined ? result.line : undefined;
  const lineText = errorLine !== undefined ? text.split('\n')[errorLine - 1] : undefined;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="editor-dialog-overlay" />
        <Dialog.Content className="sandbox" aria-describedby={undefined} data-testid="sandbox">
          <header className="sandbox-bar">
            <Dialog.Title className="sandbox-title">{t('sandbox.title')}</Dialog.Title>
            <div role="tablist" className="sandbox-tabs" aria-label={t('sandbox.format')}>
              {(['react', 'html'] as const).map((id) => (
                <button
                  key={id}
                  type="button"
                  role="tab"
                  aria-selected={tab === id}
                  className="sandbox-tab"
                  onClick={() => setTab(id)}
                >
                  {t(`sandbox.${id}`)}
                </button>
              ))}
            </div>
            <div className="sandbox-actions">
              <button
                type="button"
                onClick={() =>
                  void copyText(text).then(() => {
                    setCopied(true);
                    setTimeout(() => setCopied(false), 1500);
                  })
                }
              >
                {copied ? t('sandbox.copied') : t('sandbox.copy')}
              </button>
              <button type="button" onClick={save}>
                {t('sandbox.download')}
              </button>
            </div>
            <Dialog.Close asChild>
              <button type="button" className="sandbox-close" aria-label={t('sandbox.close')}>
                ×
              </button>
            </Dialog.Close>
          </header>
          <p className="sandbox-note">{t('sandbox.note')}</p>
          <div className="sandbox-body" role="tabpanel">
            <CodeEditor
              key={tab}
              value={text}
              language={tab === 'react' ? 'tsx' : 'html'}
              label={t('sandbox.code', { format: t(`sandbox.${tab}`) })}
              onChange={(next) => setCode((c) => ({ ...c, [tab]: next }))}
              errorLine={result.runId === run.id ? errorLine : undefined}
              ref={editor}
            />
            <div className="sandbox-preview" aria-busy={result.runId !== run.id}>
              <SandboxFrame
                key={run.id}
                run={run}
                fonts={fonts}
                title={t('sandbox.preview')}
                onResult={(answer) => setResult({ ...answer, runId: run.id })}
              />
              {result.state === 'error' && (
                <div className="sandbox-error" role="alert" data-testid="sandbox-error">
                  <strong>
                    {errorLine !== undefined ? t('sandbox.errorAt', { line: errorLine }) : t('sandbox.error')}
                  </strong>
                  <pre>{result.message}</pre>
                  {lineText !== undefined && (
                    <pre className="sandbox-error-line">
                      <span>{errorLine}</span>
                      {lineText}
                    </pre>
                  )}
                  {errorLine !== undefined && (
                    <button type="button" onClick={() => editor.current?.goToLine(errorLine)}>
                      {t('sandbox.goToLine')}
                    </button>
                  )}
                </div>
              )}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
