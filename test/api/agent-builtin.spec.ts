import { agentEnv, COMMAND, designerWithPanel, grantCredits, waitFor } from '../support/agent';
import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv, call, DRAFT } from '../support/designer';

type Node = { id: string; name: string; type: string; role?: string; children?: Node[]; fills?: { color?: string }[] };
type ResultPanel = { width: number; children: Node[] };

const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

// The default provider: the built-in designer, end to end through the agent's API.
describe('the built-in Boxify designer through the API', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    const env = accountsEnv(agentEnv());
    dataDir = env.DATA_DIR;
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  it('generates a sign-in page for the named product, pending until accepted', async () => {
    const { d, panelId } = await designerWithPanel(t, dataDir, { empty: true });
    await grantCredits(t, d, 5);
    const started = await call(t, d, `${COMMAND}/boxifyChat`, {
      prompt: 'A mobile sign-in page for Acme Bank',
      mode: 'generate',
      panelId,
    });
    expect(started.body.code).toBe(0);
    const done = await waitFor(t, d, started.body.data.sessionId);
    expect(done.state).toBe('pending');
    const result = { panel: done.generation.result as ResultPanel };
    expect(result.panel.width).toBe(390);
    const nodes = flatten(result.panel.children);
    expect(nodes.some((n) => n.role === 'form' || /sign.?in/i.test(n.name))).toBe(true);
    expect(JSON.stringify(result.panel)).toContain('Acme Bank');

    const before = (await call(t, d, `${DRAFT}/queryPanelContent`, { panelId })).body.data;
    const accepted = await call(t, d, `${COMMAND}/acceptBoxifyGeneration`, {
      sessionId: started.body.data.sessionId,
      generationId: done.generation.generationId,
      version: before.version,
    });
    expect(accepted.body.code).toBe(0);
    const after = (await call(t, d, `${DRAFT}/queryPanelContent`, { panelId })).body.data;
    expect(after.content.children.length).toBeGreaterThan(0);
  });

  it('edits: "add a pricing section" places a section from the kit; optimise fixes a messy button', async () => {
    const { d, panelId } = await designerWithPanel(t, dataDir);
    await grantCredits(t, d, 5);
    const edit = await call(t, d, `${COMMAND}/boxifyChat`, { prompt: 'Add a pricing section', mode: 'edit', panelId });
    expect(edit.body.code).toBe(0);
    const edited = await waitFor(t, d, edit.body.data.sessionId);
    expect(edited.state).toBe('pending');
    const panel = edited.generation.result as ResultPanel;
    expect(panel.children.map((n) => n.id)).toEqual(expect.arrayContaining(['header', 'body']));
    expect(flatten(panel.children).length).toBeGreaterThan(10);

    const optimise = await call(t, d, `${COMMAND}/boxifyChat`, { prompt: 'Optimise', mode: 'optimise', panelId });
    // A result is pending on the panel: optimisation is refused until it is accepted or discarded.
    expect(optimise.body.code).not.toBe(0);
    await call(t, d, `${COMMAND}/discardBoxifyGeneration`, {
      sessionId: edit.body.data.sessionId,
      generationId: edited.generation.generationId,
    }).expect(200);
    const again = await call(t, d, `${COMMAND}/boxifyChat`, { prompt: 'Optimise', mode: 'optimise', panelId });
    expect(again.body.code).toBe(0);
    const optimised = await waitFor(t, d, again.body.data.sessionId);
    expect(optimised.state).toBe('pending');
    const report = (optimised.generation as unknown as { details: { before: unknown[]; after: unknown[] } }).details;
    expect(report.before.length).toBeGreaterThan(0);
    expect(report.after.length).toBeLessThanOrEqual(report.before.length);
  });
});
