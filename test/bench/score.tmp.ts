import { understandPrompt, planPages } from '@server/design/designer/generate';
import { loadPromptFixtures, scoreFixture } from '../fixtures/prompts/fixtures';
let met = 0, all = 0;
for (const f of loadPromptFixtures()) {
  const r = understandPrompt(f.prompt);
  const plans = planPages(r);
  const u = { ...r, pageTypes: plans.map((p) => p.pageType), sections: [...new Set(plans.flatMap((p) => p.sections))], brand: r.brand };
  const s = scoreFixture(f.expect, u as never);
  met += s.filter((x) => x.met).length; all += s.length;
  const miss = s.filter((x) => !x.met);
  if (miss.length) console.log(f.prompt, '| MISS', miss.map((m) => m.name).join(', '), '| got', u.platform, u.pageTypes.join('+'), u.sections.join(','), u.brand, u.colors.join(','), u.tone.join(','));
}
console.log(met, '/', all, (met / all * 100).toFixed(1) + '%');
