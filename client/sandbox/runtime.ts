// The sandbox document's only script (bundled into sandbox.html by scripts/sandbox-document.ts): it receives a
// panel's code from the workbench, transpiles the React export with sucrase here, inside the iframe, and runs it.
// It answers with `ready`, `ok` or `error` (message and line); it never loads anything and has no other channel.
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { createRoot } from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import { transform } from 'sucrase';

import { errorLine, HTML_SOURCE, SOURCE } from '../src/editor/ui/sandbox/error-line';

type Font = { family: string; weight: string; unicodeRange: string; data: ArrayBuffer };
type Run = { type: 'run'; kind: 'react' | 'html'; code: string; css?: string; fonts?: Font[] };

// The product's faces arrive as bytes (the frame's CSP lets it fetch no font): added before the code runs, so the
// first paint has them.
async function addFonts(fonts: readonly Font[]): Promise<void> {
  await Promise.all(
    fonts.map((font) => {
      const face = new FontFace(font.family, font.data, { weight: font.weight, unicodeRange: font.unicodeRange });
      document.fonts.add(face);
      return face.load().catch(() => undefined);
    }),
  );
}

function report(message: Record<string, unknown>): void {
  // The parent's origin is unknown to an opaque origin: the message only ever holds what the parent sent.
  window.parent.postMessage({ boxifySandbox: true, ...message }, '*');
}

function fail(error: unknown, line?: number): void {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  report({ type: 'error', message, line: line ?? errorLine(error) });
}

// Module ids the code may import; anything else is an error with the import's line.
function moduleFor(id: string): unknown {
  if (id === 'react') return React;
  if (id === 'react/jsx-runtime') return JsxRuntime;
  if (id === 'react-dom') return ReactDOM;
  // The CSS module: each class keeps its name (the stylesheet is injected as it is).
  if (id.endsWith('.css')) return { __esModule: true, default: new Proxy({}, { get: (_t, key) => String(key) }) };
  throw new Error(`Cannot import '${id}' in the sandbox`);
}

function runReact(code: string, css: string): void {
  let compiled: string;
  try {
    compiled = transform(code, {
      transforms: ['typescript', 'jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
      filePath: SOURCE,
    }).code;
  } catch (error) {
    fail(error);
    return;
  }
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const host = document.createElement('div');
  document.body.append(host);
  const sandbox = window as unknown as { __boxifyModule?: { exports: Record<string, unknown> } };
  const module = { exports: {} as Record<string, unknown> };
  sandbox.__boxifyModule = module;
  (window as unknown as { __boxifyRequire: typeof moduleFor }).__boxifyRequire = moduleFor;
  // One inline script, the wrapper on the code's first line: sucrase keeps lines, so stack lines are the editor's.
  const script = document.createElement('script');
  script.textContent =
    `(function (require, module, exports) {${compiled}\n})(window.__boxifyRequire, window.__boxifyModule, window.__boxifyModule.exports);\n` +
    `//# sourceURL=${SOURCE}`;
  document.body.append(script);
  if (thrown) return;
  const Component = module.exports.default;
  if (typeof Component !== 'function') {
    fail(new Error('The code has no default export to render'));
    return;
  }
  const root = createRoot(host, {
    onUncaughtError: (error) => fail(error),
    onRecoverableError: () => undefined,
  });
  root.render(React.createElement(Component as React.ComponentType));
  // React reports a render error through onUncaughtError before the next task.
  setTimeout(() => {
    if (!thrown) report({ type: 'ok' });
  }, 0);
}

/** The line each `<script>`'s text starts on in the HTML as written, in document order. */
function scriptLines(html: string): number[] {
  return Array.from(html.matchAll(/<script\b[^>]*>/gi), (m) => html.slice(0, m.index + m[0].length).split('\n').length);
}

function runHtml(html: string): void {
  // The whole document, parsed then moved in: the head's styles, title and scripts, then the body as written.
  // Parsed scripts are inert: each is re-created so it runs (under the sandbox's own CSP), its text padded to its
  // line in the editor, so an error's line is the HTML's.
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const lines = scriptLines(html);
  const inert = Array.from(parsed.querySelectorAll('script'));
  inert.forEach((old, i) => {
    old.textContent = `${'\n'.repeat(Math.max(0, (lines[i] ?? 1) - 1))}${old.textContent}\n//# sourceURL=${HTML_SOURCE}`;
  });
  for (const node of Array.from(parsed.head.querySelectorAll('style, title, script'))) document.head.append(node);
  document.body.replaceWith(document.adoptNode(parsed.body));
  for (const old of inert) {
    const script = document.createElement('script');
    script.textContent = old.textContent;
    old.replaceWith(script);
  }
  setTimeout(() => {
    if (!thrown) report({ type: 'ok' });
  }, 0);
}

let thrown = false;
let ran = false;
window.addEventListener('error', (event) => {
  thrown = true;
  fail(event.error ?? event.message, errorLine(event.error) ?? (event.lineno || undefined));
});
window.addEventListener('unhandledrejection', (event) => {
  thrown = true;
  fail(event.reason);
});
window.addEventListener('message', (event: MessageEvent<Run>) => {
  // Only the embedding workbench may run code here, and only once per document (a new run reloads the frame).
  if (event.source !== window.parent || ran || event.data?.type !== 'run') return;
  ran = true;
  const run = event.data;
  void addFonts(Array.isArray(run.fonts) ? run.fonts : []).then(() => {
    if (run.kind === 'react') runReact(String(run.code), String(run.css ?? ''));
    else runHtml(String(run.code));
  });
});
report({ type: 'ready' });
