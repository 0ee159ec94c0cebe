import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { StateEffect, StateField } from '@codemirror/state';
import { Decoration, type DecorationSet } from '@codemirror/view';
import { EditorView, basicSetup } from 'codemirror';
import { useEffect, useEffectEvent, useImperativeHandle, useRef, type Ref } from 'react';

export type CodeEditorHandle = { goToLine(line: number): void };

// The line the last run's error points at, marked until the text changes or the error goes.
const markLine = StateEffect.define<number | undefined>();
const errorMark = Decoration.line({ class: 'sandbox-code-error' });
const errorLineField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = transaction.docChanged ? Decoration.none : marks;
    for (const effect of transaction.effects) {
      if (!effect.is(markLine)) continue;
      const line = effect.value;
      next =
        line === undefined || line < 1 || line > transaction.state.doc.lines
          ? Decoration.none
          : Decoration.set([errorMark.range(transaction.state.doc.line(line).from)]);
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

type CodeEditorProps = {
  value: string;
  language: 'tsx' | 'html';
  label: string;
  onChange(value: string): void;
  /** The line to mark as the error's. */
  errorLine?: number;
  ref?: Ref<CodeEditorHandle>;
};

/** A CodeMirror 6 editor (its own state; a new `value` from outside replaces the text). */
export function CodeEditor({ value, language, label, onChange, errorLine, ref }: CodeEditorProps) {
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
        errorLineField,
        language === 'tsx' ? javascript({ jsx: true, typescript: true }) : html(),
        // The editable text is a tab stop (axe cannot tell a contenteditable is one: the scroller would fail).
        EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
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

  useEffect(() => {
    view.current?.dispatch({ effects: markLine.of(errorLine) });
  }, [errorLine, language]);

  return <div ref={host} className="sandbox-code" data-testid="sandbox-code" />;
}
