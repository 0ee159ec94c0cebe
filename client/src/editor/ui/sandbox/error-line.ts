/** The names the design's code runs under (its stack frames say `Panel.tsx:line:column`). */
export const SOURCE = 'Panel.tsx';
export const HTML_SOURCE = 'Panel.html';

/** The line of `Panel.tsx` (or `Panel.html`) an error points at: sucrase's `(line:col)`, or the first stack frame in the code. */
export function errorLine(error: unknown): number | undefined {
  const e = error as { message?: string; stack?: string; loc?: { line: number } };
  if (e?.loc?.line) return e.loc.line;
  const frame = /Panel\.(?:tsx|html):(\d+):\d+/.exec(e?.stack ?? '');
  if (frame) return Number(frame[1]);
  const syntax = /\((\d+):\d+\)/.exec(e?.message ?? '');
  return syntax ? Number(syntax[1]) : undefined;
}
