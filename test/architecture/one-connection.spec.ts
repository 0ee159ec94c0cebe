import { TransactionHost } from '@nestjs-cls/transactional';

import type { Transactions } from '@server/common/database/transactions';
import { DataSource } from 'typeorm';

import { agentEnv, balances, COMMAND, designerWithPanel, grantCredits, waitFor } from '../support/agent';
import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv, call, DRAFT, newDesigner, PROJECT } from '../support/designer';
import { watchSecondConnections } from './second-connection';

// Inside a transaction only its own connection may be used (README, "Inside a database
// transaction…"). These flows run every unit of work of panels, projects, the designer's accept and
// the ledger with a detector that fails any other connection taken inside one.
describe('one connection per transaction', () => {
  let t: TestApp;
  let dataDir: string;
  const watch = watchSecondConnections();

  beforeAll(async () => {
    const env = accountsEnv(agentEnv());
    dataDir = env.DATA_DIR;
    t = await createTestApp(env);
  });
  // Names the call that took the second connection.
  afterEach(() => expect(watch.found.map((found) => found.stack)).toEqual([]));
  afterAll(async () => {
    watch.stop();
    await t.close();
  });

  it('catches a second connection inside a transaction (the detector works)', async () => {
    const txHost = t.app.get<Transactions>(TransactionHost);
    const dataSource = t.app.get(DataSource);
    await expect(txHost.withTransaction(() => dataSource.query('SELECT 1'))).rejects.toThrow(/second connection/);
    expect(watch.found).toHaveLength(1);
    watch.found.length = 0; // expected here
    // The same statement on the transaction's own connection is fine.
    await expect(txHost.withTransaction(() => txHost.tx.query('SELECT 1 AS one'))).resolves.toEqual([{ one: 1 }]);
  });

  it('panels and projects: create, save, change, copy, move, sort and delete', async () => {
    const { d, projectId, panelId } = await designerWithPanel(t, dataDir);
    const content = (await call(t, d, `${DRAFT}/queryPanelContent`, { panelId }).expect(200)).body.data;
    const saved = await call(t, d, `${DRAFT}/modifyPanelContent`, {
      panelId,
      version: content.version,
      content: { ...content.content, name: 'Saved' },
    });
    expect(saved.body.code).toBe(0);
    const stale = await call(t, d, `${DRAFT}/modifyPanelContent`, {
      panelId,
      version: content.version,
      content: content.content,
    });
    expect(stale.body.code).not.toBe(0); // a conflict is answered from inside the save's transaction
    expect((await call(t, d, `${DRAFT}/updatePanel`, { panelId, name: 'Renamed' })).body.code).toBe(0);
    expect((await call(t, d, `${DRAFT}/copyPanel`, { panelId })).body.code).toBe(0);
    const flow = await call(t, d, `${PROJECT}/saveFlow`, { projectId });
    expect(flow.body.code).toBe(0);
    const detail = (await call(t, d, `${PROJECT}/queryProject`, { projectId })).body.data;
    const flowIds = (detail.flows as { flowId: string }[]).map((f) => f.flowId).reverse();
    expect((await call(t, d, `${PROJECT}/sortFlow`, { projectId, flowIds })).body.code).toBe(0);
    const operations = [{ type: 'insert', parentId: null, node: { type: 'rect', id: 'ops', width: 10, height: 10 } }];
    const current = (await call(t, d, `${DRAFT}/queryPanelContent`, { panelId })).body.data;
    const changed = await call(t, d, `${DRAFT}/modifyPanelStructure`, {
      panelId,
      version: current.version,
      operations,
    });
    expect(changed.body.code).toBe(0);
    expect((await call(t, d, `${DRAFT}/sharePanel`, { panelId })).body.code).toBe(0);
    // Refused by the basic plan's limit from inside the plan lock's transaction.
    expect((await call(t, d, `${PROJECT}/copyProject`, { projectId })).body.code).not.toBe(0);
    expect((await call(t, d, `${DRAFT}/deletePanel`, { panelId })).body.code).toBe(0);
  });

  it('accounts and icons: sign-up and sign-in with e-mailed codes, recently used icons', async () => {
    // newDesigner sends a code and consumes it (each a transaction on email_verification_code).
    const d = await newDesigner(t, dataDir, 'one-connection');
    const use = (key: string) =>
      call(t, d, '/api/uxa-center/design-system/DesignSystemCommand/updateMaterialLastUsedTimestamp', { type: 1, key });
    expect((await use('tabler:outline:home')).body.code).toBe(0);
    expect((await use('phosphor:filled:house')).body.code).toBe(0);
  });

  it('the designer: a generation, its completion job and its accept move credits in one transaction', async () => {
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
    const accepted = await call(t, d, `${COMMAND}/acceptBoxifyGeneration`, {
      sessionId: started.body.data.sessionId,
      generationId: done.generation.generationId,
    });
    expect(accepted.body.code).toBe(0);
    expect(Number((await balances(t, d)).credits)).toBeLessThan(5);
  });
});
