// XSS payloads a design can carry, in every field a renderer writes out: icon SVG markup and path data, image
// addresses (node `src`, image fills), names (class, aria-label, alt), ids, text, the panel name and token names.
// Every payload that runs sets `window.__pwned` or opens a dialog, which the Chromium test watches for.
import { PanelSchema, type Panel } from '@boxify/design/schema';

const RUN = 'window.__pwned=1';

/** Inline `<svg>` markup (and strings that are not markup) given as an icon's `svg`. */
export const SVG_PAYLOADS: string[] = [
  `<svg viewBox="0 0 24 24"><script>${RUN}</script><path d="M4 4h16"/></svg>`,
  `<svg onload="${RUN}" viewBox="0 0 24 24"><path d="M4 4h16"/></svg>`,
  `<svg/onload=${RUN}>`,
  `<svg><foreignObject width="24" height="24"><img src=x onerror="${RUN}"></foreignObject></svg>`,
  `<svg><a href="javascript:${RUN}"><rect width="24" height="24"/></a></svg>`,
  `<svg xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:${RUN}"><text>go</text></a></svg>`,
  `<svg><a href="&#106;avascript:${RUN}"><rect width="24" height="24"/></a></svg>`,
  `<svg><a href="java&#x09;script:${RUN}"><rect width="24" height="24"/></a></svg>`,
  `<svg><animate attributeName="href" values="javascript:${RUN}"/><set attributeName="onmouseover" to="${RUN}"/></svg>`,
  `<svg><a><set attributeName="href" to="javascript:${RUN}"/><rect width="24" height="24"/></a></svg>`,
  `<svg><use href="data:image/svg+xml;base64,PHN2ZyBpZD0neCcgb25sb2FkPSdhbGVydCgxKSc+PC9zdmc+#x"/></svg>`,
  `<svg><image href="x" onerror="${RUN}"/></svg>`,
  `<svg><style>@import url(https://example.invalid/x.css); svg { background: url("javascript:${RUN}") }</style></svg>`,
  `<svg><title></title><script>${RUN}</script></svg>`,
  `<svg><![CDATA[</svg><script>${RUN}</script>]]></svg>`,
  `<svg><desc><img src=x onerror="${RUN}"></desc></svg>`,
  `<svg><math><mi><style><img src=x onerror="${RUN}"></style></mi></math></svg>`,
  `<svg><iframe srcdoc="<script>${RUN}</script>"></iframe></svg>`,
  `<svg data-x="&quot;><script>${RUN}</script>"><path d="M1 1" style="fill:url(javascript:${RUN})"/></svg>`,
  `<svg viewBox='0 0 24 24"><script>${RUN}</script>'><path d="M1 1"/></svg>`,
  `<svg><text>{{ constructor.constructor('${RUN}')() }}</text></svg>`,
  `<svg><path d="M1 1" v-on:click="${RUN}" @click="${RUN}" :href="'javascript:1'"/></svg>`,
  `</svg><script>${RUN}</script>`,
  `<img src=x onerror="${RUN}">`,
  // Not markup: path data is written into a `d` attribute.
  `M0 0"/><script>${RUN}</script><path d="`,
];

/** Image addresses, for image nodes (`src`, an <img>) and image fills (a CSS `url()`). */
export const URL_PAYLOADS: string[] = [
  `javascript:${RUN}`,
  ` JaVaScRiPt:${RUN}`,
  `java\tscript:${RUN}`,
  `\u0001javascript:${RUN}`,
  `vbscript:msgbox(1)`,
  `data:text/html,<script>${RUN}</script>`,
  `data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD0xPC9zY3JpcHQ+`,
  `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${RUN}"></svg>`,
  `http://127.0.0.1:9/a.png"); } </style><script>${RUN}</script><style>.x { a: url("`,
  `http://127.0.0.1:9/a.png') } </style><script>${RUN}</script><style>.x { a: url('`,
  `http://127.0.0.1:9/a.png\\"); } body { background: url("javascript:${RUN}`,
  `http://127.0.0.1:9/a.png" onerror="${RUN}`,
  `x" onerror="${RUN}`,
  `//example.invalid/a.png`,
];

/** Names, ids, texts: printed as class slugs, aria-label, alt, data-node-id, text. */
export const TEXT_PAYLOADS: string[] = [
  `<script>${RUN}</script>`,
  `"><img src=x onerror="${RUN}">`,
  `' onmouseover='${RUN}`,
  `</style><script>${RUN}</script>`,
  `{{ constructor.constructor('${RUN}')() }}`,
  `\${${RUN}}`,
  `" dangerouslySetInnerHTML={{ __html: "<img src=x onerror=${RUN}>" }} data-x="`,
  `\\" onClick={() => { ${RUN} }} data-x={"`,
  `*/ ${RUN} /*`,
  `--><script>${RUN}</script><!--`,
  `---><script>${RUN}</script>`,
  `--!><script>${RUN}</script>`,
];

/**
 * The payloads satori would not try to fetch: a remote address in a PNG/SVG render is fetched by satori, which
 * refuses loopback and private addresses by failing the whole render (defect 6 of issue 13, not this test's).
 */
export const LOCAL_URL_PAYLOADS = URL_PAYLOADS.filter((url) => !/^https?:/i.test(url));

type Input = Record<string, unknown>;

/** One panel carrying every payload: icons, images, image fills, named buttons and links, texts and tokens. */
export function corpusPanelInput(name = `</title><script>${RUN}</script>`, urls = URL_PAYLOADS): Input {
  const children: Input[] = [];
  SVG_PAYLOADS.forEach((svg, i) =>
    children.push({ id: `icon-${i}`, type: 'icon', name: `icon ${i}`, icon: 'bell', svg, width: 24, height: 24 }),
  );
  urls.forEach((src, i) => {
    children.push({ id: `image-${i}`, type: 'image', name: `image ${i}`, src, alt: TEXT_PAYLOADS[i % 12] });
    children.push({
      id: `fill-${i}`,
      type: 'rect',
      name: `fill ${i}`,
      fills: [
        { type: 'solid', color: '#eeeeee' },
        { type: 'image', src },
      ],
    });
  });
  TEXT_PAYLOADS.forEach((text, i) => {
    children.push({ id: text, type: 'text', name: text, characters: text, role: i % 2 ? 'heading' : 'paragraph' });
    children.push({
      id: `button-${i}-${text}`,
      type: 'frame',
      name: text,
      role: i % 2 ? 'button' : 'link',
      fills: [{ type: 'solid', color: '#3366ff' }],
      tokens: { 'fills.0.color': text },
    });
    children.push({ id: `input-${i}`, type: 'rect', name: text, role: 'input' });
  });
  return {
    id: 'corpus',
    name,
    width: 400,
    height: 1200,
    children: [{ id: 'column', type: 'frame', name: 'column', layout: { mode: 'vertical', gap: 4 }, children }],
  };
}

/** The corpus panel through the schema (markup cleaned on the way in, as every save and import does). */
export function corpusPanel(name?: string, urls = URL_PAYLOADS): Panel {
  return PanelSchema.parse(corpusPanelInput(name, urls));
}

/**
 * The corpus panel as a caller that skips the schema would hand it to a renderer: every icon keeps its raw
 * payload, so the renderers' own cleaning is what is tested.
 */
export function rawCorpusPanel(name?: string, urls = URL_PAYLOADS): Panel {
  const panel = corpusPanel(name, urls);
  const column = panel.children[0];
  if (column.type !== 'frame') throw new Error('corpus column');
  for (const node of column.children) {
    if (node.type === 'icon') node.svg = SVG_PAYLOADS[Number(node.id.slice('icon-'.length))];
  }
  return panel;
}
