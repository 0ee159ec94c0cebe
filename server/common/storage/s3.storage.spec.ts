import { S3Storage } from './s3.storage';

const settings = {
  endpoint: 'http://minio:9000',
  publicEndpoint: 'http://localhost:9000',
  region: 'us-east-1',
  bucket: 'boxify',
  accessKeyId: 'key',
  secretAccessKey: 'secret',
  forcePathStyle: true,
};

// Presigning is computed here, without the store: what a download link carries.
describe('S3 download links', () => {
  const storage = new S3Storage(settings, 1024);
  afterAll(() => storage.onModuleDestroy());
  const window = {
    fileName: 'Landing page (v2).zip',
    signedAt: new Date('2026-11-24T10:00:00Z'),
    expiresAt: new Date('2026-11-24T11:00:00Z'),
  };

  it('are signed for the address browsers reach the store at, for the export window, as an attachment', async () => {
    const url = new URL((await storage.downloadLink('exports/42.zip', window))!);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:9000/boxify/exports/42.zip');
    expect(url.searchParams.get('X-Amz-Date')).toBe('20261124T100000Z');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('3600');
    expect(url.searchParams.get('response-content-disposition')).toBe('attachment; filename="Landing_page__v2_.zip"');
  });

  it('are the same link for the same window, and last at most the week a presigned GET allows', async () => {
    expect(await storage.downloadLink('exports/42.zip', window)).toBe(
      await storage.downloadLink('exports/42.zip', window),
    );
    const long = { ...window, expiresAt: new Date('2026-12-24T10:00:00Z') };
    const url = new URL((await storage.downloadLink('exports/42.zip', long))!);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('604800');
  });
});
