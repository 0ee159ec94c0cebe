import { generateDesign } from '@server/design/designer/generate';
import { PanelSchema } from '@server/design/schema/panel';
import { runChecks } from '@server/design/checks';
import { sharedLayoutEngine } from '@server/design/render/shared-engine';
import { renderPng } from '@server/design/render';
import { writeFileSync } from 'node:fs';
(async () => {
  const prompts = process.argv.slice(2);
  const engine = await sharedLayoutEngine();
  for (const [i, prompt] of prompts.entries()) {
    const t = performance.now();
    const r = await generateDesign({ prompt });
    console.log(prompt, '→', JSON.stringify(r.understanding), r.cost, Math.round(performance.now() - t), 'ms');
    for (const [j, p] of r.panels.entries()) {
      PanelSchema.parse(p);
      const f = runChecks(p, engine.layout(p));
      const counts: Record<string, number> = {};
      for (const x of f) counts[x.check] = (counts[x.check] ?? 0) + 1;
      console.log('  ', p.name, p.width, 'x', p.height, counts, f.filter((x) => x.check === 'contrast' || x.check === 'touch-target' || x.check === 'text-overflow').slice(0, 5).map((x) => x.message.en + ' ' + x.nodeIds.join(',')));
      writeFileSync(`/tmp/try-${i}-${j}.png`, await renderPng(p, { engine }));
    }
  }
})();
