import { createTestApp, type TestApp } from '../support/app';
import { COMMAND } from '../support/agent';
import { accountsEnv, call, type Designer, DRAFT, newDesigner, PROJECT } from '../support/designer';

const NUL = 'ab\u0000cd';
const HALF_EMOJI = `Hi ${'😀'.slice(0, 1)}!`; // an autosave cut in the middle of a surrogate pair

// U+0000 answers the validation code naming the field; half an emoji is stored as U+FFFD. Never a 500.
describe('strings with NUL or a lone surrogate', () => {
  let t: TestApp;
  let d: Designer;
  let projectId: string;
  let panelId: string;

  beforeAll(async () => {
    const env = accountsEnv();
    t = await createTestApp(env);
    d = await newDesigner(t, env.DATA_DIR);
    projectId = (await call(t, d, `${PROJECT}/addProject`, { name: 'App' }).expect(200)).body.data.projectId;
    panelId = (await call(t, d, `${DRAFT}/createPanel`, { projectId, name: 'Home', width: 390, height: 844 })).body.data
      .panelId;
  });
  afterAll(() => t.close());

  const text = (characters: string) => ({ type: 'text', id: 'greeting', name: 'Greeting', characters });

  it('refuses NUL in a project name with the validation code, in both languages', async () => {
    const en = await call(t, d, `${PROJECT}/updateProject`, { projectId, name: NUL }).expect(422);
    expect(en.body).toMatchObject({ code: 42200001, data: { field: 'name' } });
    expect(en.body.msg).toBe('Invalid name: it contains the NUL character (U+0000)');
    const zh = await call(t, d, `${PROJECT}/updateProject`, { projectId, name: NUL }, 'zh-CN').expect(422);
    expect(zh.body.msg).toBe('name 无效：含有空字符（U+0000）');
  });

  it('refuses NUL in a panel save and names the text', async () => {
    const read = (await call(t, d, `${DRAFT}/queryPanelContent`, { panelId }).expect(200)).body.data;
    const content = { ...read.content, children: [text(NUL)] };
    const res = await call(t, d, `${DRAFT}/modifyPanelContent`, { panelId, version: read.version, content });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 42200001, data: { field: 'content.children.0.characters' } });
  });

  it('refuses NUL in a key of a free-form object', async () => {
    const res = await call(t, d, `${PROJECT}/updateProject`, { projectId, ['na\u0000me']: 'x' }).expect(422);
    expect(res.body.code).toBe(42200001);
  });

  it('saves an autosave with half an emoji, the half replaced by U+FFFD', async () => {
    const read = (await call(t, d, `${DRAFT}/queryPanelContent`, { panelId }).expect(200)).body.data;
    const content = { ...read.content, children: [text(HALF_EMOJI)] };
    const saved = await call(t, d, `${DRAFT}/modifyPanelContent`, { panelId, version: read.version, content });
    expect(saved.body.code).toBe(0);
    const again = (await call(t, d, `${DRAFT}/queryPanelContent`, { panelId }).expect(200)).body.data;
    expect(again.content.children[0].characters).toBe('Hi \uFFFD!');
    const renamed = await call(t, d, `${PROJECT}/updateProject`, { projectId, name: HALF_EMOJI.slice(0, 4) });
    expect(renamed.body.code).toBe(0);
  });

  it('refuses NUL in a chat prompt', async () => {
    const res = await call(t, d, `${COMMAND}/boxifyChat`, { prompt: `A home page${NUL}`, panelId });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 42200001, data: { field: 'prompt' } });
  });

  it('refuses NUL in a query value and in the path', async () => {
    const query = await t.http.get(`${DRAFT}/querySharedPanel?shareId=a%00b`).expect(422);
    expect(query.body).toMatchObject({ code: 42200001, data: { field: 'shareId' } });
    const path = await t.http.get('/api/uxa-center/support/oauth/callback/goo%00gle').expect(422);
    expect(path.body.code).toBe(42200001);
  });
});
