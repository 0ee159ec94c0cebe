// Spec: images PNG/JPG/JPEG/WEBP ≤ 5 MB each, ≤ 5 per session; other files ≤ 5 MB each, ≤ 10 per session.
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES = 5;
export const MAX_FILES = 10;
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;
// What the designer reads besides images (the server checks the bytes too).
export const FILE_EXTENSIONS = ['json', 'txt', 'md'] as const;
export const ATTACHMENT_ACCEPT = [...IMAGE_EXTENSIONS, ...FILE_EXTENSIONS].map((ext) => `.${ext}`).join(',');

export type AttachmentKind = 'image' | 'file';
export type AttachmentRefusal = {
  fileName: string;
  reason: 'tooLarge' | 'unsupported' | 'tooManyImages' | 'tooManyFiles';
};

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

export function attachmentKind(name: string): AttachmentKind | undefined {
  const ext = extensionOf(name);
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'image';
  if ((FILE_EXTENSIONS as readonly string[]).includes(ext)) return 'file';
  return undefined;
}

/** Which of the chosen files may be added to those already attached, and why the others may not. */
export function checkAttachments(
  attached: readonly { name: string }[],
  chosen: readonly { name: string; size: number }[],
): { accepted: number[]; refused: AttachmentRefusal[] } {
  let images = attached.filter((file) => attachmentKind(file.name) === 'image').length;
  let files = attached.length - images;
  const accepted: number[] = [];
  const refused: AttachmentRefusal[] = [];
  chosen.forEach((file, index) => {
    const kind = attachmentKind(file.name);
    if (!kind) return void refused.push({ fileName: file.name, reason: 'unsupported' });
    if (file.size > MAX_ATTACHMENT_BYTES) return void refused.push({ fileName: file.name, reason: 'tooLarge' });
    if (kind === 'image' && images >= MAX_IMAGES)
      return void refused.push({ fileName: file.name, reason: 'tooManyImages' });
    if (kind === 'file' && files >= MAX_FILES)
      return void refused.push({ fileName: file.name, reason: 'tooManyFiles' });
    if (kind === 'image') images += 1;
    else files += 1;
    accepted.push(index);
  });
  return { accepted, refused };
}
