import { AccountPlanService } from '@server/accounts/account-plan.service';
import { ErrorCode } from '@server/common/errors/error-codes';

import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv, call, type Designer, DRAFT, newDesigner, PROJECT } from '../support/designer';

const rect = (id: string) => ({
  type: 'rect',
  id,
  name: `Box ${id}`,
  x: 16,
  y: 24,
  width: 120,
  height: 48,
  fills: [{ type: 'solid', color: '#4f46e5' }],
});

type Tier = 'free' | 'plus' | 'pro' | 'enterprise';
type Link = 'view' | 'edit';
// Spec §6: basic cannot edit others' panels; pro edits and copies freely. Plus, like free, views (the plans table).
const PLAN_EDITS: Record<Tier, boolean> = { free: false, plus: false, pro: true, enterprise: true };

// Plan permissions on another user's shared panel: every plan × {view, duplicate, edit} × what the link grants.
describe('shared panels and plan permissions', () => {
  let t: TestApp;
  let dataDir: string;
  let owner: Designer;
  const links: Record<Link, { token: string; panelId: string }> = {} as never;
  const callers = {} as Record<Tier, Designer>;

  beforeAll(async () => {
    const env = accountsEnv();
    dataDir = env.DATA_DIR;
    t = await createTestApp(env);
    owner = await newDesigner(t, dataDir, 'owner');
    const plans = t.app.get(AccountPlanService);
    await plans.setPlan(owner.userId, 'pro', null); // room for the projects below
    const { projectId } = (await call(t, owner, `${PROJECT}/addProject`, { name: 'Shop' }).expect(200)).body.data;
    for (const [access, name] of [
      ['view', 'Checkout'],
      ['edit', 'Cart'],
    ] as const) {
      const body = { projectId, name, width: 390, height: 844, children: [rect('a')] };
      const { panelId } = (await call(t, owner, `${DRAFT}/createPanel`, body).expect(200)).body.data;
      const share = (await call(t, owner, `${DRAFT}/sharePanel`, { panelId, access }).expect(200)).body.data;
      expect(share.access).toBe(access);
      links[access] = { token: share.token, panelId };
    }
    for (const tier of ['free', 'plus', 'pro', 'enterprise'] as const) {
      callers[tier] = await newDesigner(t, dataDir, tier);
      if (tier !== 'free') await plans.setPlan(callers[tier].userId, tier, null);
    }
  });
  afterAll(() => t.close());

  const view = (token: string) => t.http.get(`${DRAFT}/querySharedPanel`).query({ token });
  const duplicate = (d: Designer, token: string, language?: string) =>
    call(t, d, `${DRAFT}/duplicateSharedPanel`, { token }, language);
  async function edit(d: Designer, token: string, name: string, language?: string) {
    const shared = (await view(token).expect(200)).body.data;
    const content = { ...shared.content, name };
    return call(t, d, `${DRAFT}/modifySharedPanelContent`, { token, version: shared.version, content }, language);
  }

  describe.each(['free', 'plus', 'pro', 'enterprise'] as const)('%s plan', (tier) => {
    describe.each(['view', 'edit'] as const)('on a link that grants %s', (link) => {
      it('views the design', async () => {
        const shared = (await view(links[link].token).expect(200)).body.data;
        expect(shared).toMatchObject({ access: link, width: 390, height: 844 });
      });

      it(PLAN_EDITS[tier] ? 'duplicates it into a project of its own' : 'may not duplicate: upgrade', async () => {
        const answer = await duplicate(callers[tier], links[link].token);
        if (!PLAN_EDITS[tier]) {
          expect(answer.status).toBe(403);
          expect(answer.body).toMatchObject({ code: ErrorCode.NoPermission, data: { reason: 'plan' } });
          expect(answer.body.msg).toBe(
            "Your plan lets you view others' shared designs. Upgrade to edit or duplicate them.",
          );
          const zh = await duplicate(callers[tier], links[link].token, 'zh-CN').expect(403);
          expect(zh.body.msg).toBe('当前套餐只能查看他人分享的设计，升级后可编辑和复制。');
          return;
        }
        expect(answer.status).toBe(200);
        const copy = answer.body.data;
        expect(copy.panelId).not.toBe(links[link].panelId);
        const read = (await call(t, callers[tier], `${DRAFT}/queryPanelContent`, { panelId: copy.panelId }).expect(200))
          .body.data;
        expect(read.content.children).toEqual([expect.objectContaining({ id: 'a', type: 'rect' })]);
        // The copy is the caller's: the owner does not see it.
        await call(t, owner, `${DRAFT}/queryPanelContent`, { panelId: copy.panelId }).expect(404);
      });

      const editable = PLAN_EDITS[tier] && link === 'edit';
      it(editable ? 'edits it with the version check' : 'may not edit it', async () => {
        const name = `${tier} ${link}`;
        const answer = await edit(callers[tier], links[link].token, name);
        if (!editable) {
          expect(answer.status).toBe(403);
          const reason = PLAN_EDITS[tier] ? 'share' : 'plan';
          expect(answer.body).toMatchObject({ code: ErrorCode.NoPermission, data: { reason } });
          if (reason === 'share') expect(answer.body.msg).toBe('The owner shared this design to view only');
          const zh = await edit(callers[tier], links[link].token, name, 'zh-CN');
          expect(zh.status).toBe(403);
          expect(zh.body.msg).toBe(
            reason === 'share' ? '所有者仅分享了查看权限' : '当前套餐只能查看他人分享的设计，升级后可编辑和复制。',
          );
          expect((await view(links[link].token)).body.data.name).not.toBe(name);
          return;
        }
        expect(answer.status).toBe(200);
        const shared = (await view(links[link].token).expect(200)).body.data;
        expect(shared).toMatchObject({ name, version: answer.body.data.version });
        // The owner reads the edit too; a save naming the version before it is refused.
        const own = (await call(t, owner, `${DRAFT}/queryPanelContent`, { panelId: links.edit.panelId })).body.data;
        expect(own.name).toBe(name);
        const stale = await call(t, callers[tier], `${DRAFT}/modifySharedPanelContent`, {
          token: links[link].token,
          version: answer.body.data.version - 1,
          content: { ...shared.content, name: 'stale' },
        }).expect(409);
        expect(stale.body).toMatchObject({
          code: ErrorCode.VersionConflict,
          data: { currentVersion: answer.body.data.version },
        });
      });
    });
  });

  it('without a link (never shared, or turned off) answers not found for every plan', async () => {
    const { projectId } = (await call(t, owner, `${PROJECT}/addProject`, { name: 'Drafts' })).body.data;
    const body = { projectId, name: 'Private', width: 390, height: 844 };
    const { panelId } = (await call(t, owner, `${DRAFT}/createPanel`, body)).body.data;
    const { token } = (await call(t, owner, `${DRAFT}/sharePanel`, { panelId, access: 'edit' }).expect(200)).body.data;
    await call(t, owner, `${DRAFT}/stopSharingPanel`, { panelId }).expect(200);
    const never = 'n'.repeat(32);
    for (const tier of ['free', 'plus', 'pro', 'enterprise'] as const) {
      for (const gone of [token, never]) {
        await view(gone).expect(404);
        const copied = await duplicate(callers[tier], gone).expect(404);
        expect(copied.body).toMatchObject({ code: ErrorCode.NotFound, msg: 'This shared design is not available' });
        const saved = await call(t, callers[tier], `${DRAFT}/modifySharedPanelContent`, {
          token: gone,
          version: 1,
          content: { name: 'x' },
        }).expect(404);
        expect(saved.body.code).toBe(ErrorCode.NotFound);
      }
      // The panel itself stays the owner's alone.
      await call(t, callers[tier], `${DRAFT}/queryPanelContent`, { panelId }).expect(404);
    }
    // A later share starts again from view only.
    const again = (await call(t, owner, `${DRAFT}/sharePanel`, { panelId }).expect(200)).body.data;
    expect(again.access).toBe('view');
  });

  it('duplicates into my most recently edited project', async () => {
    const pro = callers.pro;
    const mine = (await call(t, pro, `${PROJECT}/addProject`, { name: 'Mine' }).expect(200)).body.data.projectId;
    const copy = (await duplicate(pro, links.view.token).expect(200)).body.data;
    expect(copy.projectId).toBe(mine);
    const owners = (await call(t, owner, `${PROJECT}/pageProject`, {}).expect(200)).body.data.items;
    expect(owners.map((p: { projectId: string }) => p.projectId)).not.toContain(mine);
  });

  it('anonymous callers must sign in to duplicate or edit', async () => {
    const answer = await call(t, undefined, `${DRAFT}/duplicateSharedPanel`, { token: links.edit.token }).expect(401);
    expect(answer.body.code).toBe(ErrorCode.Unauthenticated);
  });
});
