import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { unzipSync } from 'fflate';
import { DataSource } from 'typeorm';

import { type FakeS3, startFakeS3 } from '../fakes/s3';
import { COMMAND as AGENT_COMMAND, designerWithPanel } from '../support/agent';
import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv, call, type Designer, DRAFT, finishedTask, TASK } from '../support/designer';

const EXPORT = '/api/uxa-center/design-system/DesignSystemCommand';

// The product with STORAGE_DRIVER=s3 on s3rver: every file (exports, previews, shared images, AI
// attachments) lands in the bucket, and an export downloads from the store through its presigned link.
describe('files on an S3-compatible store', () => {
  let t: TestApp;
  let s3: FakeS3;
  let bucket: S3Client;
  let dataDir: string;
  let owner: Designer;
  let panelId: string;

  beforeAll(async () => {
    s3 = await startFakeS3();
    const env = accountsEnv(s3.env);
    dataDir = env.DATA_DIR;
    t = await createTestApp(env);
    ({ d: owner, panelId } = await designerWithPanel(t, dataDir));
    bucket = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });
  afterAll(async () => {
    bucket.destroy();
    await t.close();
    await s3.close();
  });

  async function keysUnder(prefix: string): Promise<string[]> {
    const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
    return (listed.Contents ?? []).map((object) => object.Key!);
  }

  it('downloads an export from the store through its link, until the link expires', async () => {
    const started = await call(t, owner, `${EXPORT}/exportCode`, { panelId, framework: 'html' }).expect(200);
    const { taskId } = started.body.data;
    const view = await finishedTask(t, owner, taskId);
    expect(view.status).toBe('completed');
    expect(await keysUnder('exports/')).toContain(`exports/${taskId}.zip`);

    const url = view.download!.url;
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/exports/${taskId}.zip?`)).toBe(true);
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="home-html.zip"');
    const files = unzipSync(new Uint8Array(await answer.arrayBuffer()));
    expect(new TextDecoder().decode(files['index.html']).toLowerCase()).toContain('<!doctype html>');

    // Two hours later (the link lives an hour) the task says so, and the store refuses the link.
    await t.app
      .get(DataSource)
      .query(`UPDATE task SET finished_at = now() - interval '2 hours' WHERE id = $1`, [taskId]);
    const later = (await t.http.get(`${TASK}/getTask`).query({ taskId }).set('access-token', owner.token)).body.data;
    expect(later.download.expired).toBe(true);
    expect((await fetch(later.download.url)).status).toBe(403);
  });

  it('keeps previews and shared images in the bucket and serves them through the API', async () => {
    const started = await call(t, owner, `${DRAFT}/modifyPanelPreview`, { panelId }).expect(200);
    expect((await finishedTask(t, owner, started.body.data.taskId)).status).toBe('completed');
    // This panel's preview (previews of other test files' panels may be drawn by this app's workers too).
    const previews = await keysUnder(`previews/${panelId}-`);
    expect(previews).toHaveLength(1);
    const detail = (await call(t, owner, `${DRAFT}/queryProjectsByPanelId`, { panelId })).body.data;
    const list = (await call(t, owner, `${DRAFT}/pagePanel`, { projectId: detail.project.projectId })).body.data;
    const image = await t.http.get(list.items[0].previewUrl).buffer(true).expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((image.body as Buffer).subarray(8, 12).toString()).toBe('WEBP');

    const { token } = (await call(t, owner, `${DRAFT}/sharePanel`, { panelId }).expect(200)).body.data;
    const shared = await t.http.get(`${DRAFT}/querySharedPanelImage`).query({ token }).buffer(true).expect(200);
    expect(shared.body.toString()).toContain('<svg');
    expect(await keysUnder('shared/')).toHaveLength(1);
  });

  it('keeps AI attachments in the bucket, and nothing under DATA_DIR/files', async () => {
    const notes = Buffer.from('# Tone\nPlayful');
    const uploaded = await call(t, owner, `${AGENT_COMMAND}/uploadAttachment`, {
      panelId,
      fileName: 'brief.md',
      data: notes.toString('base64'),
    }).expect(200);
    const { sessionId } = uploaded.body.data;
    const stored = await keysUnder(`agent/${sessionId}/`);
    expect(stored).toHaveLength(1);
    expect(existsSync(join(dataDir, 'files'))).toBe(false);
  });
});
