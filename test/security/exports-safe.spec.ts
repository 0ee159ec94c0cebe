// Exports are safe (issue 13, defect 2): the XSS corpus through every renderer. The HTML export, the React
// component rendered by react-dom and the Vue component rendered by Vue's server renderer are parsed and hold no
// script, handler, script address or foreign url(); the TSX has no dangerouslySetInnerHTML or handler prop; the
// SFC has no block but <template> and <style>; SVG and PNG exports still draw. Chromium: exports-chromium.spec.ts.
import * as ts from 'typescript';

import { exportBundle, loadNodeLayoutEngine, renderPng, renderSvg } from '@boxify/design/node';
import { htmlFromLayout, reactFromLayout, resolveLayout, vueFromLayout } from '@boxify/design/render';
import type { Panel } from '@boxify/design/schema';

import { compileReact, compileVue } from '../fidelity/render-harness';
import { corpusPanel, LOCAL_URL_PAYLOADS, rawCorpusPanel, TEXT_PAYLOADS } from './xss-corpus';
import { findingsInHtml } from './xss-checks';

const panels: [string, (urls?: string[]) => Panel][] = [
  ['saved through the schema', (urls) => corpusPanel(undefined, urls)],
  ['handed to the renderers raw', (urls) => rawCorpusPanel(undefined, urls)],
];

beforeAll(() => loadNodeLayoutEngine());

/** JSX props that run code or write markup, and parse errors, in a TSX file. */
function tsxFindings(source: string): string[] {
  const file = ts.createSourceFile('Export.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out = (file as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics.map((d) =>
    ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  );
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(file);
      if (name === 'dangerouslySetInnerHTML' || /^on[A-Z]/.test(name)) out.push(`prop ${name}`);
    }
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      /^(script|iframe|foreignObject)$/i.test(node.tagName.getText(file))
    )
      out.push(`element ${node.tagName.getText(file)}`);
    // Only the component itself may be code: no call, arrow or function anywhere inside its JSX.
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isArrowFunction(node.expression) || ts.isCallExpression(node.expression))
    )
      out.push(`code in JSX: ${node.getText(file).slice(0, 60)}`);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

type TemplateNode = {
  type: number;
  tag?: string;
  props?: { type: number; name: string }[];
  children?: TemplateNode[];
  content?: { content?: string };
};

/** The expression of every {{ }} in a Vue template's AST. */
function interpolations(root: unknown): string[] {
  const node = root as TemplateNode;
  const own = node.type === 5 ? [node.content?.content ?? ''] : [];
  return [...own, ...(node.children ?? []).flatMap(interpolations)];
}

/** Directives (v-html, v-on, :bind…) anywhere in a Vue template's AST: the export writes none. */
function templateDirectives(root: unknown): string[] {
  const node = root as TemplateNode;
  const own = (node.props ?? []).filter((p) => p.type === 7).map((p) => `${node.tag} v-${p.name}`);
  return [...own, ...(node.children ?? []).flatMap(templateDirectives)];
}

describe.each(panels)('the XSS corpus %s', (_label, makePanel) => {
  let panel: Panel;
  beforeAll(() => {
    panel = makePanel();
  });

  it('leaves no script, handler, script address or foreign url() in the HTML export', async () => {
    const html = htmlFromLayout(panel, await resolveLayout(panel));
    expect(findingsInHtml(html)).toEqual([]);
    // The icons still draw what was safe in them (the payloads' own paths and rects).
    expect(html).toContain('<path d="M4 4h16"></path>');
  });

  it('writes a React component without dangerouslySetInnerHTML or handlers, rendering to safe markup', async () => {
    const files = reactFromLayout(panel, await resolveLayout(panel));
    const tsx = files.find((f) => f.path.endsWith('.tsx'))!.contents;
    expect(tsxFindings(tsx)).toEqual([]);
    const css = files.find((f) => f.path.endsWith('.module.css'))!.contents;
    expect(findingsInHtml(`<style>${css}</style>`)).toEqual([]);
    expect(findingsInHtml(await compileReact(files), 0)).toEqual([]);
  });

  it('writes a Vue component with only <template> and <style>, rendering to safe markup', async () => {
    const files = vueFromLayout(panel, await resolveLayout(panel));
    const sfc = files[0].contents;
    const { parse } = await import('@vue/compiler-sfc');
    const { descriptor, errors } = parse(sfc);
    expect(errors).toEqual([]);
    expect([
      descriptor.script,
      descriptor.scriptSetup,
      descriptor.customBlocks.length,
      descriptor.styles.length,
    ]).toEqual([null, null, 0, 1]);
    expect(templateDirectives(descriptor.template!.ast!)).toEqual([]);
    // Every interpolation is one string literal: no expression of the design's reaches Vue's compiler.
    for (const expression of interpolations(descriptor.template!.ast!))
      expect(expression).toMatch(/^'(?:[^'\\]|\\.)*'$/);
    expect(findingsInHtml(`<style>${descriptor.styles[0].content}</style>`)).toEqual([]);
    expect(findingsInHtml(await compileVue(files), 0)).toEqual([]);
  });

  it('still draws the SVG and PNG exports', async () => {
    const local = makePanel(LOCAL_URL_PAYLOADS);
    const svg = await renderSvg(local);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toMatch(/<script|javascript:|onload=/i);
    const png = await renderPng(local);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });
});

describe('a panel name in the exports', () => {
  it.each(TEXT_PAYLOADS)('%s stays a name in the HTML title, the React comment and the Vue comment', async (name) => {
    const panel = corpusPanel(name);
    const files = await exportBundle(panel, 'vue');
    const { parse } = await import('@vue/compiler-sfc');
    const { descriptor } = parse(files[0].contents as string);
    expect([descriptor.script, descriptor.scriptSetup, descriptor.customBlocks.length]).toEqual([null, null, 0]);
    const tsx = (await exportBundle(panel, 'react')).find((f) => f.path.endsWith('.tsx'))!;
    expect(tsxFindings(tsx.contents as string)).toEqual([]);
    const html = (await exportBundle(panel, 'html')).find((f) => f.path === 'index.html')!;
    expect(findingsInHtml(html.contents as string)).toEqual([]);
  });
});
