import { randomUUID } from 'node:crypto';

import { ErrorCode } from '@server/common/errors/error-codes';
import { ACCESS_LEVELS } from '@server/common/openapi/operation.decorator';

import { agentEnv, box, COMMAND, grantCredits, waitFor } from '../support/agent';
import { createTestApp, type TestApp } from '../support/app';
import { passwordHash } from '../support/accounts';
import { accountsEnv, call, type Designer, DRAFT, newDesigner, PROJECT, upgradeToPro } from '../support/designer';
import { LIBRARY_TEST_SECRET, seedLibrary } from '../support/library';
import { type ApiOperation, type Known, openApi, operationsOf, requestFor } from '../support/openapi-operations';

// A 1×1 PNG.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

type Caller = 'anonymous' | 'other user' | 'owner' | 'share-link holder';
type Answer = { status: number; code: number | undefined };
type Row = { op: ApiOperation; caller: Caller; answer: Answer; expected: string; asDeclared: boolean };

const operations = operationsOf(openApi);
// Calls that end a session, a share link or the owner's things run last, so every other call still finds them.
const LAST = [
  'Draft_stopSharingPanel',
  'Draft_deletePanel',
  'Project_deleteFlow',
  'Draft_removeLibrary',
  'Project_deleteProject',
  'Support_logout',
];
const PLUS_ORDER = { skuId: 'plus-100-monthly', itemId: 'plus', payMethod: 6, num: 1 };
// Inputs an operation needs beyond ids and what its schema alone would generate.
const INPUTS: Record<string, Known> = {
  AgentCommand_boxifyChat: { prompt: 'A sign-in page', mode: 'generate' },
  AgentCommand_uploadAttachment: { fileName: 'logo.png', data: PNG },
  Draft_importPanel: { fileName: 'panel.json' },
  DesignSystemCommand_updateMaterialLastUsedTimestamp: { key: 'tabler:outline:home' },
  ...Object.fromEntries(
    ['previewOrder', 'createOrder', 'oneClick'].map((name) => [`OrderCommand_${name}`, { ...PLUS_ORDER }]),
  ),
};
const ordered = [
  ...operations.filter((op) => !LAST.includes(op.id)),
  ...LAST.map((id) => operations.find((op) => op.id === id)!),
];
// The share-link holder is asked about operations that take a panel: the link must grant nothing there.
const takesPanel = (op: ApiOperation) =>
  Boolean(op.access?.startsWith('share-')) || JSON.stringify(op.body ?? {}).includes('panelId');

// What a caller may expect from an operation, given what the operation declares.
function expectation(access: string, caller: Caller): { text: string; holds: (a: Answer) => boolean } {
  const clean = (a: Answer) => a.status < 500;
  const notRefused = (a: Answer) => clean(a) && a.status !== 401 && a.status !== 403 && a.code !== ErrorCode.NotFound;
  const notFound = (a: Answer) => a.status === 404 && a.code === ErrorCode.NotFound;
  // A public operation may refuse a bad credential it was given (40100003, 40100005), never ask for a session.
  if (access === 'public') {
    return { text: 'answered (no 5xx, not 40100001)', holds: (a) => clean(a) && a.code !== ErrorCode.Unauthenticated };
  }
  // share-edit also needs a session; the holder's plan may still refuse it (44002001, test/api/shared-panels.spec.ts).
  if (access === 'share-edit' && caller === 'anonymous') {
    return {
      text: `unauthenticated (${ErrorCode.Unauthenticated})`,
      holds: (a) => a.code === ErrorCode.Unauthenticated,
    };
  }
  if (access.startsWith('share-')) {
    if (caller === 'share-link holder' || caller === 'owner') return { text: 'answered', holds: notRefused };
    return { text: `not found (${ErrorCode.NotFound})`, holds: notFound };
  }
  if (caller === 'anonymous') {
    return {
      text: `unauthenticated (${ErrorCode.Unauthenticated})`,
      holds: (a) => a.code === ErrorCode.Unauthenticated,
    };
  }
  if (access === 'owner' && caller !== 'owner') return { text: `not found (${ErrorCode.NotFound})`, holds: notFound };
  return { text: 'answered, not refused', holds: notRefused };
}

describe('the authorization matrix of the committed OpenAPI document', () => {
  it('every operation declares who may call it (x-access)', () => {
    const undeclared = operations.filter((op) => !ACCESS_LEVELS.includes(op.access as never)).map((op) => op.id);
    expect(undeclared).toEqual([]);
    expect(operations.length).toBeGreaterThan(80);
  });

  describe('every operation × {anonymous, another user, owner, share-link holder}', () => {
    let t: TestApp;
    let owner: Designer;
    let other: Designer;
    let holder: Designer;
    let known: Known;
    const rows: Row[] = [];

    beforeAll(async () => {
      // The library's ids are an HMAC with the secret: the library tests' secret reads the library they seeded.
      const env = accountsEnv({ ...agentEnv(), APP_SECRET: LIBRARY_TEST_SECRET });
      t = await createTestApp(env);
      await seedLibrary(t);
      [owner, other, holder] = await Promise.all(
        ['owner', 'other', 'holder'].map((label) => newDesigner(t, env.DATA_DIR, label)),
      );
      for (const d of [owner, other, holder]) await upgradeToPro(t, d); // so no plan limit answers first
      await grantCredits(t, owner, 50);
      const { projectId } = (await call(t, owner, `${PROJECT}/addProject`, { name: 'Private' }).expect(200)).body.data;
      const detail = (await call(t, owner, `${PROJECT}/queryProject`, { projectId }).expect(200)).body.data;
      const flowId = detail.flows[0].flowId as string;
      const panel = { flowId, name: 'Secret', width: 390, height: 844, children: [box('header')] };
      const { panelId } = (await call(t, owner, `${DRAFT}/createPanel`, panel).expect(200)).body.data;
      // One save gives the panel its first versions (the version history's operations name one).
      const read = (await call(t, owner, `${DRAFT}/queryPanelContent`, { panelId }).expect(200)).body.data;
      const saved = { panelId, version: 1, content: { ...read.content, name: 'Secret v2' } };
      await call(t, owner, `${DRAFT}/modifyPanelContent`, saved).expect(200);
      const history = (await call(t, owner, `${DRAFT}/pagePanelVersion`, { panelId }).expect(200)).body.data;
      const versionId = history.items[0].versionId as string;
      // The link grants edit: the share-edit operations are then the holder's (pro) to call.
      const share = { panelId, access: 'edit' };
      const { token } = (await call(t, owner, `${DRAFT}/sharePanel`, share).expect(200)).body.data;
      const { libraryId } = (await call(t, owner, `${DRAFT}/addLibrary`, { name: 'Brand' }).expect(200)).body.data;
      const chat = { prompt: 'A sign-in page', mode: 'generate', panelId };
      const { sessionId } = (await call(t, owner, `${COMMAND}/boxifyChat`, chat).expect(200)).body.data;
      const session = await waitFor(t, owner, sessionId);
      const exported = await call(t, owner, '/api/uxa-center/design-system/DesignSystemCommand/exportCode', {
        panelId,
        framework: 'html',
      }).expect(200);
      const { orderId } = (await call(t, owner, '/api/ecommerce-cn/order/OrderCommand/createOrder', PLUS_ORDER)).body
        .data as { orderId: string };
      const search = '/api/uxa-center/draft/DraftSearch/searchMaterial';
      const [product] = (await call(t, owner, search, { type: 4, pageSize: 1 }).expect(200)).body.data.items;
      known = {
        ...{ projectId, flowId, panelId, versionId, flowIds: [flowId], libraryId, sessionId, token, orderId },
        ...{
          encryptedId: product.encryptedData[0],
          encryptedMaterialListId: product.encryptedId,
          encryptedMaterialListIds: [product.encryptedId],
        },
        ...{ generationId: session.generation.generationId, taskId: exported.body.data.taskId },
        ...{
          email: `matrix-${randomUUID().slice(0, 8)}@example.com`,
          password: passwordHash('correct horse'),
          provider: 'github',
          version: 2,
        },
        ...{ content: { name: 'X', width: 390, height: 844 }, json: '{"name":"A","width":390,"height":844}' },
        operations: [{ type: 'delete', ids: ['header'] }],
      };
      // The share-link holder has opened the link: it names the panel, and grants nothing else.
      await t.http.get(`${DRAFT}/querySharedPanel?token=${token}`).expect(200);
    });
    afterAll(() => t?.close());

    async function send(op: ApiOperation, who: Designer | undefined, values: Known): Promise<Answer> {
      const { url, body } = requestFor(openApi, op, values);
      const request = op.method === 'get' ? t.http.get(url) : t.http.post(url).send((body ?? {}) as object);
      request.set('prefer-language', 'en-US').redirects(0);
      if (who) request.set('access-token', who.token);
      const res = await request;
      return { status: res.status, code: (res.body as { code?: number } | undefined)?.code };
    }

    it('answers every call as declared', async () => {
      for (const op of ordered) {
        const access = op.access!;
        const inputs = { ...known, ...INPUTS[op.id] };
        // Callers without the link hold a well-formed share token of nothing.
        const noLink = { ...inputs, token: randomUUID().replace(/-/g, '') };
        const callers: [Caller, Designer | undefined, Known][] = [
          ['anonymous', undefined, access.startsWith('share-') ? noLink : inputs],
          ['other user', other, access.startsWith('share-') ? noLink : inputs],
        ];
        if (takesPanel(op)) callers.push(['share-link holder', access === 'share-view' ? undefined : holder, inputs]);
        callers.push(['owner', owner, inputs]);
        for (const [caller, who, values] of callers) {
          const answer = await send(op, who, values);
          const { text, holds } = expectation(access, caller);
          rows.push({ op, caller, answer, expected: text, asDeclared: holds(answer) });
        }
      }
      const wrong = rows.filter((row) => !row.asDeclared);
      const percent = ((100 * (rows.length - wrong.length)) / rows.length).toFixed(1);
      const lines = wrong.map(
        ({ op, caller, answer, expected }) =>
          `  ${op.id} (${op.access}) as ${caller}: ${answer.status}/${answer.code}, expected ${expected}`,
      );
      console.log(
        [
          `Authorization matrix: ${operations.length} operations × callers = ${rows.length} calls, ` +
            `${percent}% as declared`,
          ...ACCESS_LEVELS.map((level) => `  ${level}: ${operations.filter((op) => op.access === level).length}`),
          `  owner answered code 0 on ${rows.filter((r) => r.caller === 'owner' && r.answer.code === 0).length}` +
            ` of ${operations.length}; others: ` +
            rows
              .filter((r) => r.caller === 'owner' && r.answer.code !== 0)
              .map((r) => `${r.op.id} ${r.answer.code}`)
              .join(', '),
          ...lines,
        ].join('\n'),
      );
      expect(lines).toEqual([]);
    });
  });
});
