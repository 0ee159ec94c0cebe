// btoa over chunks: the same in browsers and Node, with no Buffer.
export function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function base64OfText(text: string): string {
  return base64(new TextEncoder().encode(text));
}
