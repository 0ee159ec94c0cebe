import type { Readable } from 'node:stream';

import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

import { type LinkWindow, type StoredFile, type StoredStream, StoragePort } from './storage.port';

export type S3Settings = {
  // Unset: AWS itself. A MinIO, Ceph, R2… endpoint otherwise.
  endpoint?: string;
  // The address browsers reach the store at, when it differs from the API's (http://minio:9000 inside
  // docker compose, http://localhost:9000 outside): download links are signed for that host.
  publicEndpoint?: string;
  region: string;
  bucket: string;
  // Both empty: the SDK's default credential chain (environment, profile, instance role).
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

const notFound = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as Error).name);

// Presigned GETs last at most a week (AWS Signature V4).
export const PRESIGNED_MAX_SECONDS = 7 * 24 * 3600;

// Objects in one bucket under the same keys as on disk; downloads are presigned GETs, so the bytes go
// from the store to the browser without passing through the API.
export class S3Storage extends StoragePort {
  private readonly client: S3Client;
  private readonly signer: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings, maxBytes: number) {
    super(maxBytes);
    this.bucket = settings.bucket;
    const options = (endpoint?: string): S3ClientConfig => ({
      region: settings.region,
      endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.accessKeyId
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
      // The SDK's newer default checksums are not understood by every S3-compatible store.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
    this.client = new S3Client(options(settings.endpoint));
    this.signer = settings.publicEndpoint ? new S3Client(options(settings.publicEndpoint)) : this.client;
  }

  // Made once at start: a missing bucket is created, any other answer (no access, no store) stops the start.
  async prepare(): Promise<this> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      if (!notFound(error)) throw new Error(`The storage bucket ${this.bucket} cannot be reached`, { cause: error });
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    }
    return this;
  }

  protected async write(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentType: contentType,
        ContentLength: data.length,
      }),
    );
  }

  protected async readAll(key: string): Promise<Buffer | undefined> {
    const file = await this.open(key);
    if (!file) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  protected async open(key: string): Promise<StoredStream | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        key,
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'application/octet-stream',
        stream: answer.Body as Readable,
      };
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  protected async describe(key: string): Promise<StoredFile | undefined> {
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { key, size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  protected async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  protected async link(key: string, window: LinkWindow): Promise<string> {
    // Signed as of `signedAt`, so the same file and window always give the same link, and it expires
    // when the API says it does.
    const seconds = Math.round((window.expiresAt.getTime() - window.signedAt.getTime()) / 1000);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: `attachment; filename="${window.fileName.replace(/[^\w.-]/g, '_')}"`,
      ResponseCacheControl: 'private, no-store',
    });
    return getSignedUrl(this.signer, command, {
      expiresIn: Math.min(Math.max(seconds, 1), PRESIGNED_MAX_SECONDS),
      signingDate: window.signedAt,
    });
  }

  // Nest calls this on shutdown: the clients' sockets are released.
  onModuleDestroy(): void {
    this.client.destroy();
    if (this.signer !== this.client) this.signer.destroy();
  }
}
