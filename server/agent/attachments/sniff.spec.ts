import { sniffAttachment } from './sniff';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

describe('sniffAttachment', () => {
  it('accepts images whose bytes match their extension, in any case', () => {
    expect(sniffAttachment('a.PNG', PNG)).toEqual({ kind: 'image', contentType: 'image/png' });
    expect(sniffAttachment('a.jpg', JPEG)).toEqual({ kind: 'image', contentType: 'image/jpeg' });
    expect(sniffAttachment('a.jpeg', JPEG)).toEqual({ kind: 'image', contentType: 'image/jpeg' });
    expect(sniffAttachment('a.webp', WEBP)).toEqual({ kind: 'image', contentType: 'image/webp' });
  });

  it('refuses images whose bytes say otherwise, and unknown extensions', () => {
    expect(sniffAttachment('a.png', JPEG)).toBeUndefined();
    expect(sniffAttachment('a.webp', PNG)).toBeUndefined();
    expect(sniffAttachment('a.gif', Buffer.from('GIF89a'))).toBeUndefined();
    expect(sniffAttachment('noextension', Buffer.from('hello'))).toBeUndefined();
  });

  it('accepts UTF-8 text files, and JSON only when it parses', () => {
    expect(sniffAttachment('brief.md', Buffer.from('# 标题'))).toEqual({ kind: 'file', contentType: 'text/markdown' });
    expect(sniffAttachment('a.txt', Buffer.from('hi'))).toEqual({ kind: 'file', contentType: 'text/plain' });
    expect(sniffAttachment('a.json', Buffer.from('\uFEFF{"a":1}'))).toEqual({
      kind: 'file',
      contentType: 'application/json',
    });
    expect(sniffAttachment('a.json', Buffer.from('{a:1}'))).toBeUndefined();
    expect(sniffAttachment('a.txt', Buffer.from([0x68, 0x00, 0x69]))).toBeUndefined(); // NUL: binary
    expect(sniffAttachment('a.txt', Buffer.from([0xc3, 0x28]))).toBeUndefined(); // not UTF-8
    expect(sniffAttachment('a.txt', PNG)).toBeUndefined();
  });
});
