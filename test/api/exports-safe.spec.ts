// Exports are safe, through the API (issue 13, defect 2): an icon's inline SVG is stored cleaned whichever way it
// arrives (a save, an operation, an import) — the save succeeds, only the drawing survives — and the exported
// HTML of a panel holding the XSS corpus carries none of it. An image address is stored as given and drawn, in
// every export and on the canvas, only when it is https, http or data:image.
import { unzipSync } from 'fflate';

import { createTestApp, type TestApp } from '../support/app';
import { binary } from '../support/binary';
import { accountsEnv, call, type Designer, DRAFT, finishedTask, newDesigner, PROJECT } from '../support/designer';
import { findingsInHtml } from '../security/xss-checks';
import { corpusPanelInput } from '../security/xss-corpus';

const COMMAND = '/api/uxa-center/design-system/DesignSystemCommand';

const EVIL_SVG =
  '<svg viewBox="0 0 24 24" onload="window.__pwned=1"><script>window.__pwned=1</script>' +
  '<foreignObject><img src=x onerror="window.__pwned=1"></foreignObject>' +
  '<a href="javascript:window.__pwned=1"><path d="M4 4h16" onclick="window.__pwned=1"/></a></svg>';
const CLEAN_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 4h16"></path></svg>';

const icon = (id: string) => ({ id, type: 'icon', name: 'Bell', icon: 'bell', svg: EVIL_SVG, width: 24, height: 24 });

type Node = { id: string; svg?: string; children?: Node[] };

describe('exports are safe', () => {
  let t: TestApp;
  let d: Designer;
  let projectId: string;

  beforeAll(async () => {
    const env = accountsEnv();
    t = await createTestApp(env);
    d = await newDesigner(t, env.DATA_DIR);
    projectId = (await call(t, d, `${PROJECT}/addProject`, { name: 'Safe' })).body.data.projectId;
  });
  afterAll(() => t.close());

  const content = async (panelId: string): Promise<{ version: number; children: Node[] }> => {
    const data = (await call(t, d, `${DRAFT}/queryPanelContent`, { panelId }).expect(200)).body.data;
    return { version: data.version, children: data.content.children };
  };

  it('stores an icon SVG cleaned, whether saved, inserted by an operation or imported', async () => {
    const panel = (await call(t, d, `${DRAFT}/createPanel`, { projectId, name: 'Icons', width: 390, height: 844 })).body
      .data;
    const read = (await call(t, d, `${DRAFT}/queryPanelContent`, { panelId: panel.panelId })).body.data;
    const saved = await call(t, d, `${DRAFT}/modifyPanelContent`, {
      panelId: panel.panelId,
      version: 1,
      content: { ...read.content, children: [icon('saved')] },
    }).expect(200);
    expect(saved.body.code).toBe(0);
    await call(t, d, `${DRAFT}/modifyPanelStructure`, {
      panelId: panel.panelId,
      version: 2,
      operations: [{ type: 'insert', parentId: null, node: icon('inserted') }],
    }).expect(200);
    const stored = await content(panel.panelId);
    expect(stored.children.map((n) => [n.id, n.svg])).toEqual([
      ['saved', CLEAN_SVG],
      ['inserted', CLEAN_SVG],
    ]);

    const json = JSON.stringify({ name: 'Imported', width: 390, height: 844, children: [icon('imported')] });
    const imported = (await call(t, d, `${DRAFT}/importPanel`, { projectId, fileName: 'icons.json', json })).body.data;
    expect((await content(imported[0].panelId)).children[0].svg).toBe(CLEAN_SVG);
  });

  it('exports the XSS corpus as HTML with no script, handler, script address or foreign url()', async () => {
    const { name, width, height, children } = corpusPanelInput();
    const panel = (await call(t, d, `${DRAFT}/createPanel`, { projectId, name, width, height, children }).expect(200))
      .body.data;
    const started = await call(t, d, `${COMMAND}/exportCode`, { panelId: panel.panelId, framework: 'html' });
    const view = await finishedTask(t, d, started.body.data.taskId);
    expect(view.status).toBe('completed');
    const zip = await t.http.get(view.download!.url).buffer(true).parse(binary).expect(200);
    const html = new TextDecoder().decode(unzipSync(new Uint8Array(zip.body as Buffer))['index.html']);
    expect(findingsInHtml(html)).toEqual([]);
    expect(html).not.toContain('__pwned=1</script>');
  });
});
