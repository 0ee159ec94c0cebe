// Helpers of render-fidelity.spec.ts: compile and server-render the React and Vue exports, read a DOM as
// comparable data, and count differing pixels between two PNGs.
import { build, transform, type Plugin } from 'esbuild';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';

import type { CodeFile } from '@boxify/design/render';

export type DomNode = { tag: string; attrs: [string, string][]; text?: string; children: DomNode[] };

/** Browser-side code (a string: the project's TypeScript has no DOM library) that reads an element as DomNode. */
export function domOf(expression: string): string {
  return `(() => {
    const read = (el) => {
      const attrs = [...el.attributes]
        .filter((a) => !a.name.startsWith('data-v-'))
        .map((a) => [a.name, a.value])
        .sort((a, b) => (a[0] < b[0] ? -1 : 1));
      const elements = [...el.children];
      const text = elements.length === 0 && el.textContent !== '' ? el.textContent : undefined;
      return { tag: el.tagName.toLowerCase(), attrs, text, children: elements.map(read) };
    };
    return read(${expression});
  })()`;
}

// Module code evaluated with the test's own require (react, vue resolve from the project's node_modules).
function evaluate(code: string): unknown {
  const module = { exports: {} as unknown };
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return module.exports;
}

// CSS modules resolve to their own class names (no hashing), so the DOM compares with the HTML export's.
const cssModuleIdentity: Plugin = {
  name: 'css-module-identity',
  setup(b) {
    b.onResolve({ filter: /\.module\.css$/ }, (args) => ({ path: args.path, namespace: 'css-module' }));
    b.onLoad({ filter: /.*/, namespace: 'css-module' }, () => ({
      contents: 'export default new Proxy({}, { get: (_t, key) => key });',
      loader: 'js',
    }));
  },
};

/** Bundles the React export with esbuild and renders it with react-dom/server. */
export async function compileReact(files: CodeFile[]): Promise<string> {
  const tsx = files.find((f) => f.path.endsWith('.tsx'));
  if (!tsx) throw new Error('The React export has no .tsx file');
  const result = await build({
    stdin: {
      contents: `import Component from './${tsx.path}';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
module.exports = renderToStaticMarkup(createElement(Component));`,
      loader: 'tsx',
      resolveDir: '/virtual',
    },
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    jsx: 'automatic',
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    logLevel: 'silent',
    plugins: [
      cssModuleIdentity,
      {
        name: 'export-files',
        setup(b) {
          b.onResolve({ filter: /^\.\/.*\.tsx$/ }, (args) => ({ path: args.path.slice(2), namespace: 'export' }));
          b.onLoad({ filter: /.*/, namespace: 'export' }, (args) => ({
            contents: files.find((f) => f.path === args.path)!.contents,
            loader: 'tsx',
            resolveDir: '/virtual',
          }));
        },
      },
    ],
  });
  return evaluate(result.outputFiles[0].text) as string;
}

/** Compiles the Vue SFC (template and scoped style) with @vue/compiler-sfc and renders it with vue/server-renderer. */
export async function compileVue(files: CodeFile[]): Promise<string> {
  const sfc = files.find((f) => f.path.endsWith('.vue'));
  if (!sfc) throw new Error('The Vue export has no .vue file');
  const { parse, compileTemplate, compileStyle } = await import('@vue/compiler-sfc');
  const { descriptor, errors } = parse(sfc.contents, { filename: sfc.path });
  if (errors.length > 0) throw new Error(`Vue SFC: ${errors.map(String).join('; ')}`);
  const id = 'export';
  const template = compileTemplate({
    source: descriptor.template!.content,
    filename: sfc.path,
    id,
    scoped: true,
    compilerOptions: { scopeId: `data-v-${id}` },
  });
  if (template.errors.length > 0) throw new Error(`Vue template: ${template.errors.map(String).join('; ')}`);
  for (const style of descriptor.styles) {
    const compiled = compileStyle({ source: style.content, filename: sfc.path, id: `data-v-${id}`, scoped: true });
    if (compiled.errors.length > 0) throw new Error(`Vue style: ${compiled.errors.map(String).join('; ')}`);
  }
  const { code } = await transform(template.code, { loader: 'js', format: 'cjs' });
  const { render } = evaluate(code) as { render: unknown };
  const { createSSRApp } = await import('vue');
  const { renderToString } = await import('vue/server-renderer');
  const app = createSSRApp({ render: render as () => unknown, __scopeId: `data-v-${id}` });
  return renderToString(app);
}

/**
 * pixelmatch of two PNGs (threshold 0.1; pixelmatch discounts anti-aliasing), compared over their common area.
 * sharp decodes and encodes: pngjs's encoder takes ~20 s for a desktop panel inside Jest.
 */
export async function diffPng(a: Buffer, b: Buffer): Promise<{ ratio: number; diffPng: () => Promise<Buffer> }> {
  const [left, right] = await Promise.all(
    [a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  const width = Math.min(left.info.width, right.info.width);
  const height = Math.min(left.info.height, right.info.height);
  const crop = ({ data, info }: { data: Buffer; info: { width: number } }) => {
    if (info.width === width && data.length === width * height * 4) return data;
    const out = Buffer.alloc(width * height * 4);
    for (let y = 0; y < height; y++) data.copy(out, y * width * 4, y * info.width * 4, (y * info.width + width) * 4);
    return out;
  };
  const diff = Buffer.alloc(width * height * 4);
  const count = pixelmatch(crop(left), crop(right), diff, width, height, { threshold: 0.1 });
  return {
    ratio: count / (width * height),
    diffPng: () =>
      sharp(diff, { raw: { width, height, channels: 4 } })
        .png()
        .toBuffer(),
  };
}
