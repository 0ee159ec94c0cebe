import { randomUUID } from 'node:crypto';

import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv, call, type Designer, DRAFT, newDesigner, PROJECT, upgradeToPro } from '../support/designer';

type Ids = { projectId: string; flowId: string; panelId: string };

// Every operation on a project, folder or panel checks that the caller owns it.
const OPERATIONS: [string, (ids: Ids) => object][] = [
  [`${PROJECT}/copyProject`, ({ projectId }) => ({ projectId })],
  [`${PROJECT}/deleteProject`, ({ projectId }) => ({ projectId })],
  [`${PROJECT}/updateProject`, ({ projectId }) => ({ projectId, name: 'Taken' })],
  [`${PROJECT}/queryProject`, ({ projectId }) => ({ projectId })],
  [`${PROJECT}/saveFlow`, ({ projectId }) => ({ projectId })],
  [`${PROJECT}/sortFlow`, ({ projectId, flowId }) => ({ projectId, flowIds: [flowId] })],
  [`${PROJECT}/deleteFlow`, ({ flowId }) => ({ flowId })],
  [`${DRAFT}/createPanel`, ({ flowId }) => ({ flowId, name: 'Mine now', width: 390, height: 844 })],
  [`${DRAFT}/batchAddWireframe`, ({ projectId }) => ({ projectId, panels: [{ name: 'X', width: 390, height: 844 }] })],
  [
    `${DRAFT}/importPanel`,
    ({ flowId }) => ({ flowId, fileName: 'a.json', json: '{"name":"A","width":390,"height":844}' }),
  ],
  [`${DRAFT}/updatePanel`, ({ panelId }) => ({ panelId, name: 'Mine now' })],
  [`${DRAFT}/deletePanel`, ({ panelId }) => ({ panelId })],
  [`${DRAFT}/copyPanel`, ({ panelId }) => ({ panelId })],
  [`${DRAFT}/pagePanel`, ({ flowId }) => ({ flowId })],
  [`${DRAFT}/queryPanelContent`, ({ panelId }) => ({ panelId })],
  [
    `${DRAFT}/modifyPanelContent`,
    ({ panelId }) => ({ panelId, version: 1, content: { name: 'X', width: 390, height: 844 } }),
  ],
  [
    `${DRAFT}/modifyPanelStructure`,
    ({ panelId }) => ({ panelId, version: 1, operations: [{ type: 'delete', ids: ['a'] }] }),
  ],
  [`${DRAFT}/modifyPanelPreview`, ({ panelId }) => ({ panelId })],
  [`${DRAFT}/sharePanel`, ({ panelId }) => ({ panelId })],
  [`${DRAFT}/stopSharingPanel`, ({ panelId }) => ({ panelId })],
  [`${DRAFT}/queryProjectsByPanelId`, ({ panelId }) => ({ panelId })],
];

describe("another user's projects, folders and panels", () => {
  let t: TestApp;
  let owner: Designer;
  let intruder: Designer;
  let ids: Ids;

  beforeAll(async () => {
    const env = accountsEnv();
    t = await createTestApp(env);
    owner = await newDesigner(t, env.DATA_DIR, 'owner');
    intruder = await newDesigner(t, env.DATA_DIR, 'intruder');
    await upgradeToPro(t, intruder); // so no plan limit answers first
    const { projectId } = (await call(t, owner, `${PROJECT}/addProject`, { name: 'Private' })).body.data;
    const detail = (await call(t, owner, `${PROJECT}/queryProject`, { projectId })).body.data;
    const flowId = detail.flows[0].flowId;
    const panel = (await call(t, owner, `${DRAFT}/createPanel`, { flowId, name: 'Secret', width: 390, height: 844 }))
      .body.data;
    ids = { projectId, flowId, panelId: panel.panelId };
  });
  afterAll(() => t.close());

  // No access at all answers like no such thing: an id tells an intruder nothing.
  it.each(OPERATIONS)('%s answers another user exactly as for a missing id (40400001)', async (path, body) => {
    const foreign = await call(t, intruder, path, body(ids)).expect(404);
    expect(foreign.body).toMatchObject({ code: 40400001, data: null });
    const missing = await call(
      t,
      intruder,
      path,
      body({ projectId: randomUUID(), flowId: randomUUID(), panelId: randomUUID() }),
    );
    expect([missing.status, missing.body]).toEqual([404, foreign.body]);
  });

  it.each(OPERATIONS)('%s refuses an anonymous call with 40100001', async (path, body) => {
    const res = await call(t, undefined, path, body(ids)).expect(401);
    expect(res.body.code).toBe(40100001);
  });

  it("leaves the owner's things as they were", async () => {
    const detail = (await call(t, owner, `${PROJECT}/queryProject`, { projectId: ids.projectId }).expect(200)).body
      .data;
    expect(detail).toMatchObject({ name: 'Private', flowCount: 1, pageCount: 1 });
    expect(detail.flows[0].panels[0]).toMatchObject({ name: 'Secret', version: 1 });
  });
});
