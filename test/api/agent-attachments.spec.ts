import sharp from 'sharp';

import { FakeOpenAi } from '../fakes/openai';
import { agentEnv, COMMAND, designerWithPanel, grantCredits, QUERY, waitFor } from '../support/agent';
import { createTestApp, type TestApp } from '../support/app';
import { accountsEnv, call } from '../support/designer';

// A 120×80 PNG: 70 % brand red on the left, 30 % navy on the right.
async function twoColourPng(): Promise<Buffer> {
  const red = await sharp({ create: { width: 84, height: 80, channels: 3, background: '#e11d48' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 120, height: 80, channels: 3, background: '#1e3a8a' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

const hexDistance = (a: string, b: string) =>
  Math.max(...[1, 3, 5].map((i) => Math.abs(parseInt(a.slice(i, i + 2), 16) - parseInt(b.slice(i, i + 2), 16))));

describe('Boxify designer attachments', () => {
  let t: TestApp;
  let dataDir: string;
  let fake: FakeOpenAi;

  beforeAll(async () => {
    fake = await new FakeOpenAi().start();
    const env = accountsEnv(agentEnv(fake.env(false)));
    dataDir = env.DATA_DIR;
    t = await createTestApp(env);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const upload = (d: Parameters<typeof call>[1], body: object, language?: string) =>
    call(t, d, `${COMMAND}/uploadAttachment`, body, language);

  it("reads a real PNG's dominant colours and gives them to the designer", async () => {
    const { d, panelId } = await designerWithPanel(t, dataDir);
    await grantCredits(t, d, 1);
    const png = await twoColourPng();
    const res = await upload(d, { panelId, fileName: 'Brand.PNG', data: png.toString('base64') });
    expect(res.body).toMatchObject({ code: 0, data: { kind: 'image', contentType: 'image/png', size: png.length } });
    const { sessionId, attachmentId } = res.body.data;
    const palette = res.body.data.derived.palette as string[];
    expect(hexDistance(palette[0], '#e11d48')).toBeLessThanOrEqual(2);
    expect(hexDistance(palette[1], '#1e3a8a')).toBeLessThanOrEqual(2);

    const notes = await upload(d, {
      sessionId,
      fileName: 'brief.md',
      data: Buffer.from('# Tone\nPlayful').toString('base64'),
    });
    expect(notes.body.data).toMatchObject({ kind: 'file', contentType: 'text/markdown' });
    const compiled = (await call(t, d, `${QUERY}/queryCompiledAttachmentsBySession`, { sessionId })).body.data;
    expect(compiled.imageHints.palette.slice(0, 2)).toEqual(palette.slice(0, 2));
    expect(compiled.items[1].derived).toEqual({ excerpt: '# Tone\nPlayful' });
    const listed = (await call(t, d, `${QUERY}/queryAttachmentBySession`, { sessionId })).body.data;
    expect(listed.items.map((item: { fileName: string }) => item.fileName)).toEqual(['Brand.PNG', 'brief.md']);

    const asked = fake.requests.length;
    const started = await call(t, d, `${COMMAND}/boxifyChat`, {
      sessionId,
      prompt: 'A landing page in our brand colours',
      attachmentIds: [attachmentId, notes.body.data.attachmentId],
    });
    expect(started.body.code).toBe(0);
    await waitFor(t, d, sessionId);
    const request = fake.requests[asked];
    expect(request.messages[0].content).toContain(`palette (dominant first): ${palette.join(', ')}`);
    expect(request.messages[1].content).toContain('Attached notes:\n--- brief.md\n# Tone\nPlayful');
  });

  it('checks the bytes, not just the extension', async () => {
    const { d, panelId } = await designerWithPanel(t, dataDir);
    const text = Buffer.from('not an image').toString('base64');
    const renamed = await upload(d, { panelId, fileName: 'photo.png', data: text }).expect(415);
    expect(renamed.body).toMatchObject({ code: 41500002 });
    const png = (await twoColourPng()).toString('base64');
    expect((await upload(d, { panelId, fileName: 'photo.jpg', data: png })).body.code).toBe(41500002);
    expect((await upload(d, { panelId, fileName: 'notes.txt', data: png })).body.code).toBe(41500002);
    expect((await upload(d, { panelId, fileName: 'tool.exe', data: text })).body.code).toBe(41500002);
    const badJson = await upload(
      d,
      { panelId, fileName: 'a.json', data: Buffer.from('{oops').toString('base64') },
      'zh-CN',
    );
    expect(badJson.body.msg).toBe('不支持的文件：图片须为 PNG、JPG、JPEG 或 WEBP，附件须为 .json、.txt 或 .md');
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00ff00' } })
      .webp()
      .toBuffer();
    expect((await upload(d, { panelId, fileName: 'x.webp', data: webp.toString('base64') })).body.code).toBe(0);
  });

  it('allows 5 MB per file, 5 images and 10 other files per session', async () => {
    const { d, panelId } = await designerWithPanel(t, dataDir);
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 'a').toString('base64');
    const tooBig = await upload(d, { panelId, fileName: 'big.txt', data: big }).expect(413);
    expect(tooBig.body).toMatchObject({ code: 41300002, msg: 'Each file must be at most 5 MB' });

    const png = (await twoColourPng()).toString('base64');
    const first = (await upload(d, { panelId, fileName: 'a.png', data: png })).body.data;
    const { sessionId } = first;
    for (let i = 0; i < 4; i++)
      expect((await upload(d, { sessionId, fileName: `${i}.png`, data: png })).body.code).toBe(0);
    const sixth = await upload(d, { sessionId, fileName: 'six.png', data: png }).expect(422);
    expect(sixth.body).toMatchObject({ code: 42200005, msg: 'At most 5 images per session' });

    const text = Buffer.from('hello').toString('base64');
    for (let i = 0; i < 10; i++) {
      expect((await upload(d, { sessionId, fileName: `${i}.txt`, data: text })).body.code).toBe(0);
    }
    const eleventh = await upload(d, { sessionId, fileName: 'eleven.txt', data: text }, 'zh-CN');
    expect(eleventh.body).toMatchObject({ code: 42200005, msg: '每个会话最多 10 个附件' });
  });
});
