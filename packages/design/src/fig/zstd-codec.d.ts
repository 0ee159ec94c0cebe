// zstd-codec ships no types: the part of its API the .fig writer uses.
declare module 'zstd-codec' {
  export type ZstdSimple = { compress(bytes: Uint8Array, level?: number): Uint8Array | null };
  export const ZstdCodec: { run(ready: (zstd: { Simple: new () => ZstdSimple }) => void): void };
}
