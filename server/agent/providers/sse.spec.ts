import { sseData } from './sse';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(chunks: string[]): Promise<string[]> {
  const out: string[] = [];
  for await (const data of sseData(streamOf(chunks))) out.push(data);
  return out;
}

describe('sseData', () => {
  const body = 'data: {"a":1}\n\n: keep-alive\n\ndata: {"b":"é"}\r\n\r\ndata: [DONE]\n\n';

  it('yields each event in order, skipping comments', async () => {
    expect(await collect([body])).toEqual(['{"a":1}', '{"b":"é"}', '[DONE]']);
  });

  it('reassembles events split anywhere, even inside a multi-byte character', async () => {
    const bytes = new TextEncoder().encode(body);
    for (let cut = 1; cut < bytes.length; cut += 3) {
      // Cut the byte stream in two at `cut`, as a network would.
      const parts = [bytes.slice(0, cut), bytes.slice(cut)];
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          parts.forEach((part) => controller.enqueue(part));
          controller.close();
        },
      });
      const out: string[] = [];
      for await (const data of sseData(stream)) out.push(data);
      expect(out).toEqual(['{"a":1}', '{"b":"é"}', '[DONE]']);
    }
  });

  it('reads a last event without the closing blank line', async () => {
    expect(await collect(['data: {"a":1}\n\ndata: tail'])).toEqual(['{"a":1}', 'tail']);
  });
});
