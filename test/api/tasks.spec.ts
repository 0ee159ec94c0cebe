import { randomUUID } from 'node:crypto';

import { DataSource } from 'typeorm';

import { JobsService } from '@server/common/jobs/jobs.service';
import { QueueName } from '@server/common/jobs/queue-name';
import { StoragePort } from '@server/common/storage/storage.port';

import { createTestApp, type TestApp } from '../support/app';
import { binary } from '../support/binary';
import { accountsEnv, type Designer, newDesigner } from '../support/designer';
import { waitForStatus } from '../support/jobs';

const TASK = '/api/uxa-center/workflow/Task';

// Background tasks as the export dialog follows them: status, progress, and a temporary link.
describe('the task list and temporary links', () => {
  let t: TestApp;
  let owner: Designer;
  let other: Designer;
  let jobs: JobsService;

  beforeAll(async () => {
    const env = accountsEnv();
    t = await createTestApp(env);
    owner = await newDesigner(t, env.DATA_DIR, 'owner');
    other = await newDesigner(t, env.DATA_DIR, 'other');
    jobs = t.app.get(JobsService);
    const storage = t.app.get(StoragePort);
    jobs.register<{ text: string }, unknown>({
      kind: 'test.file',
      queue: QueueName.Export,
      run: async (context) => {
        await context.progress(50);
        const key = `exports/${context.taskId}.zip`;
        const stored = await storage.put(key, `zip:${context.payload.text}`, 'application/zip');
        return { result: { file: { ...stored, name: 'landing-page.zip' } } };
      },
    });
  });
  afterAll(() => t.close());

  async function finishedTask(): Promise<string> {
    const task = await jobs.enqueue('test.file', { text: 'hello' }, { ownerId: owner.userId });
    await waitForStatus(jobs, task.id, ['completed']);
    return task.id;
  }

  it('lists the caller tasks with a working download link', async () => {
    const taskId = await finishedTask();
    const list = await t.http.get(`${TASK}/getTaskList`).set('access-token', owner.token).expect(200);
    const view = list.body.data.find((task: { taskId: string }) => task.taskId === taskId);
    expect(view).toMatchObject({ kind: 'test.file', status: 'completed', progress: 100, error: null });
    expect(view.download).toMatchObject({ fileName: 'landing-page.zip', size: 9, expired: false });
    const file = await t.http.get(view.download.url).buffer(true).parse(binary).expect(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toBe('attachment; filename="landing-page.zip"');
    expect((file.body as Buffer).toString()).toBe('zip:hello');
  });

  it('refuses a forged link and explains an expired one', async () => {
    const taskId = await finishedTask();
    const view = (await t.http.get(`${TASK}/getTask`).query({ taskId }).set('access-token', owner.token)).body.data;
    const forged = view.download.url.replace(/signature=[^&]+/, `signature=${'A'.repeat(43)}`);
    expect((await t.http.get(forged).expect(403)).body.code).toBe(44002001);
    await t.app
      .get(DataSource)
      .query(`UPDATE task SET finished_at = now() - interval '2 hours' WHERE id = $1`, [taskId]);
    const later = (await t.http.get(`${TASK}/getTask`).query({ taskId }).set('access-token', owner.token)).body.data;
    expect(later.download.expired).toBe(true);
    const expired = await t.http.get(later.download.url).set('prefer-language', 'zh-CN').expect(410);
    expect(expired.body).toEqual({ code: 41000001, data: null, msg: '链接已过期，请重新导出' });
  });

  it("keeps one user's tasks from another", async () => {
    const taskId = await finishedTask();
    const res = await t.http.get(`${TASK}/getTask`).query({ taskId }).set('access-token', other.token).expect(404);
    const missing = await t.http
      .get(`${TASK}/getTask`)
      .query({ taskId: randomUUID() })
      .set('access-token', other.token);
    expect(missing.body).toEqual(res.body);
    expect(res.body.code).toBe(40400001);
    const list = await t.http.get(`${TASK}/getTaskList`).set('access-token', other.token).expect(200);
    expect(list.body.data).toEqual([]);
    await t.http.get(`${TASK}/getTaskList`).expect(401);
  });
});
