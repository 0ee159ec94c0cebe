import { loadConfig } from './config.schema';

const s3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'boxify', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

describe('the storage settings', () => {
  it('keep files on local disk unless told otherwise', () => {
    expect(loadConfig({}).STORAGE_DRIVER).toBe('local');
    expect(loadConfig({}).STORAGE_MAX_FILE_MB).toBe(100);
  });

  it('take an S3 store with its bucket, key pair and addressing', () => {
    const config = loadConfig({ ...s3, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' });
    expect(config).toMatchObject({ STORAGE_DRIVER: 's3', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: true });
    // No key pair: the SDK's own credential chain.
    expect(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'boxify' }).S3_ACCESS_KEY_ID).toBe('');
  });

  it('refuse an S3 store without a bucket, with half a key pair, or with links longer than a presigned GET', () => {
    expect(() => loadConfig({ ...s3, S3_BUCKET: '' })).toThrow(/S3_BUCKET: required when STORAGE_DRIVER is s3/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(/set both or neither/);
    expect(() => loadConfig({ ...s3, EXPORT_LINK_TTL_SECONDS: '604801' })).toThrow(/at most 604800/);
    expect(loadConfig({ EXPORT_LINK_TTL_SECONDS: '604801' }).EXPORT_LINK_TTL_SECONDS).toBe(604801);
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});
