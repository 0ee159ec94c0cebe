type Embedded = { stop(): Promise<void> };

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __BOXIFY_EMBEDDED__?: Embedded }).__BOXIFY_EMBEDDED__?.stop();
}
