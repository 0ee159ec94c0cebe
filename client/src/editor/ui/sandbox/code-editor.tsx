import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { EditorView, basicSetup } from 'codemirror';
import { useEffect, useEffectEvent, useImperativeHandle, useRef, type Ref } from 'react';

export type CodeEditorHandle = { goToLine(line: number): void };

type CodeEditorProps = {
  value: string;
  language: 'tsx' | 'html';
  label: string;
  onChange(value: string): void;
  ref?: Ref<CodeEditorHandle>;
};

/** A CodeMirror 6 editor (its own state; a new `value` from outside replaces the text). */
export function CodeEditor({ value, language, label, onChange, ref }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useEffectEvent((text: string) => onChange(text));

  useImperativeHandle(ref, () => ({
    goToLine(line) {
      const editor = view.current;
      if (!editor) return;
      const at = editor.state.doc.line(Math.min(Math.max(1, line), editor.state.doc.lines));
      editor.dispatch({ selection: { anchor: at.from, head: at.to }, scrollIntoView: true });
      editor.focus();
    },
  }));

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      doc: value,
      extensions: [
        basicSetup,
        language === 'tsx' ? javascript({ jsx: true, typescript: true }) : html(),
        EditorView.contentAttributes.of({ 'aria-label': label }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) changed(update.state.doc.toString());
        }),
      ],
    });
    view.current = editor;
    return () => editor.destroy();
    // One editor per language and label; later `value`s are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, label]);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value)
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  return <div ref={host} className="sandbox-code" data-testid="sandbox-code" />;
}
