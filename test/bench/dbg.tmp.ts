import { PanelSchema } from '@server/design/schema/panel';
import { buildRenderTree, printHtml } from '@server/design/render';
import { sharedLayoutEngine } from '@server/design/render/shared-engine';
import { tablerPath } from '@server/design/kit/icons';
(async () => {
  const e = await sharedLayoutEngine();
  console.log(JSON.stringify(tablerPath('star')));
  const p = PanelSchema.parse({ id: 'p', name: 'x', width: 400, height: 200, children: [{ id: 'i', type: 'icon', icon: 'star', svg: tablerPath('star'), width: 24, height: 24, fills: [{ type: 'solid', color: '#ff0000' }] }] });
  const t = buildRenderTree(p, e.layout(p), { target: 'browser', tokens: false });
  console.log(printHtml(t.root).slice(0, 800));
})();
