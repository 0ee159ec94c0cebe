import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv, call, type Designer, newDesigner, PROJECT, upgradeToPro } from '../support/designer';

// Projects and their folders (flows), as the workbench's side list uses them.
describe('projects and folders', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    const env = accountsEnv();
    dataDir = env.DATA_DIR;
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  const addProject = (d: Designer, name: string, language?: string) =>
    call(t, d, `${PROJECT}/addProject`, { name }, language);

  it('creates a project with a first folder named in the caller language', async () => {
    const en = await newDesigner(t, dataDir);
    const created = await addProject(en, 'Shop app').expect(200);
    expect(created.body.data).toMatchObject({ name: 'Shop app', flowCount: 1, pageCount: 0 });
    const detail = await call(t, en, `${PROJECT}/queryProject`, { projectId: created.body.data.projectId }).expect(200);
    expect(detail.body.data.flows).toEqual([expect.objectContaining({ name: 'Folder 1', pageCount: 0, panels: [] })]);

    const zh = await newDesigner(t, dataDir);
    const zhProject = await addProject(zh, '商城', 'zh-CN').expect(200);
    const zhDetail = await call(t, zh, `${PROJECT}/queryProject`, { projectId: zhProject.body.data.projectId });
    expect(zhDetail.body.data.flows[0].name).toBe('文件夹 1');
  });

  it('checks the project name with the spec messages, in both languages', async () => {
    const d = await newDesigner(t, dataDir);
    expect((await addProject(d, '  ').expect(422)).body.msg).toBe('please enter project name');
    expect((await addProject(d, 'x'.repeat(21)).expect(422)).body.msg).toBe('project name cannot exceed 20 characters');
    expect((await addProject(d, 'x'.repeat(21), 'zh-CN').expect(422)).body.msg).toBe('项目名称不能超过 20 个字符');
    expect((await addProject(d, 'x'.repeat(20)).expect(200)).body.code).toBe(0);
  });

  it('allows one project on the basic plan, even when asked five times at once', async () => {
    const d = await newDesigner(t, dataDir);
    expect((await call(t, d, `${PROJECT}/hitAddProject`, {}).expect(200)).body.data).toEqual({
      allowed: true,
      used: 0,
      limit: 1,
    });
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => addProject(d, `Project ${n}`)));
    expect(answers.filter((res) => res.body.code === 0)).toHaveLength(1);
    const refused = answers.filter((res) => res.body.code !== 0);
    expect(refused).toHaveLength(4);
    expect(refused[0].status).toBe(403);
    expect(refused[0].body).toMatchObject({
      code: 44002001,
      msg: 'The basic plan allows 1 project. Upgrade to add more.',
    });
    expect((await call(t, d, `${PROJECT}/hitAddProject`, {}).expect(200)).body.data).toEqual({
      allowed: false,
      used: 1,
      limit: 1,
    });
    const zh = await addProject(d, '第二个', 'zh-CN').expect(403);
    expect(zh.body.msg).toBe('基础版最多可创建 1 个项目，升级后可添加更多。');
  });

  it('adds numbered folders, renames, reorders and deletes them', async () => {
    const d = await newDesigner(t, dataDir);
    const { projectId } = (await addProject(d, 'Flows')).body.data;
    const second = (await call(t, d, `${PROJECT}/saveFlow`, { projectId }).expect(200)).body.data;
    const third = (await call(t, d, `${PROJECT}/saveFlow`, { projectId }).expect(200)).body.data;
    expect([second.name, third.name]).toEqual(['Folder 2', 'Folder 3']);
    const renamed = await call(t, d, `${PROJECT}/saveFlow`, { projectId, flowId: second.flowId, name: 'Checkout' });
    expect(renamed.body.data.name).toBe('Checkout');
    const detail = (await call(t, d, `${PROJECT}/queryProject`, { projectId })).body.data;
    const ids = detail.flows.map((flow: { flowId: string }) => flow.flowId);
    const reordered = await call(t, d, `${PROJECT}/sortFlow`, { projectId, flowIds: [...ids].reverse() }).expect(200);
    expect(reordered.body.data.map((flow: { name: string }) => flow.name)).toEqual([
      'Folder 3',
      'Checkout',
      'Folder 1',
    ]);
    const partial = await call(t, d, `${PROJECT}/sortFlow`, { projectId, flowIds: ids.slice(1) }).expect(409);
    expect(partial.body.code).toBe(40900001);
    await call(t, d, `${PROJECT}/deleteFlow`, { flowId: third.flowId }).expect(200);
    const after = (await call(t, d, `${PROJECT}/queryProject`, { projectId })).body.data;
    expect(after.flowCount).toBe(2);
  });

  it('pages, searches, renames, copies and deletes projects', async () => {
    const d = await newDesigner(t, dataDir);
    await upgradeToPro(t, d);
    const first = (await addProject(d, 'Alpha store')).body.data;
    await addProject(d, 'Beta blog').expect(200);
    const all = (await call(t, d, `${PROJECT}/pageProject`, { page: 1, pageSize: 10 }).expect(200)).body.data;
    expect(all.total).toBe(2);
    expect(all.items[0].name).toBe('Beta blog');
    const found = (await call(t, d, `${PROJECT}/pageProject`, { keyword: 'store' })).body.data;
    expect(found.items.map((p: { name: string }) => p.name)).toEqual(['Alpha store']);
    const renamed = await call(t, d, `${PROJECT}/updateProject`, { projectId: first.projectId, name: 'Alpha shop' });
    expect(renamed.body.data.name).toBe('Alpha shop');
    const copy = (await call(t, d, `${PROJECT}/copyProject`, { projectId: first.projectId }).expect(200)).body.data;
    expect(copy).toMatchObject({ name: 'Alpha shop', flowCount: 1 });
    expect(copy.projectId).not.toBe(first.projectId);
    await call(t, d, `${PROJECT}/deleteProject`, { projectId: first.projectId }).expect(200);
    const gone = await call(t, d, `${PROJECT}/queryProject`, { projectId: first.projectId }).expect(404);
    expect(gone.body).toMatchObject({ code: 40400001, msg: 'Project not found' });
  });

  it('refuses anonymous calls', async () => {
    const res = await call(t, undefined, `${PROJECT}/pageProject`, {}).expect(401);
    expect(res.body.code).toBe(40100001);
  });
});
