import type { AttachmentKind } from '@server/agent/entities/agent-attachment.entity';

// The spec's upload limits: images PNG/JPG/JPEG/WEBP, 5 per session; other attachments 10 per
// session; 5 MB each.
export const ATTACHMENT_LIMITS = { maxBytes: 5 * 1024 * 1024, images: 5, files: 10 } as const;

export type Sniffed = { kind: AttachmentKind; contentType: string };

const IMAGE_EXTENSIONS: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};
const FILE_EXTENSIONS: Record<string, string> = {
  json: 'application/json',
  txt: 'text/plain',
  md: 'text/markdown',
};

function imageType(data: Buffer): string | undefined {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'image/webp';
  }
  return undefined;
}

function isUtf8Text(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

// The file's kind from its extension AND its bytes: a renamed executable is not an image.
export function sniffAttachment(fileName: string, data: Buffer): Sniffed | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
  const image = IMAGE_EXTENSIONS[extension];
  if (image) {
    return imageType(data) === image ? { kind: 'image', contentType: image } : undefined;
  }
  const file = FILE_EXTENSIONS[extension];
  if (!file || imageType(data) || !isUtf8Text(data)) return undefined;
  if (extension === 'json') {
    try {
      JSON.parse(data.toString('utf8').replace(/^\uFEFF/, ''));
    } catch {
      return undefined;
    }
  }
  return { kind: 'file', contentType: file };
}
