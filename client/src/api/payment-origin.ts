import { systemInfo } from './generated';
import { client } from './generated/client.gen';

// Spec §7: paths under /api/ecommerce-cn go to the payment host. The server names it in System/info
// (PAYMENT_API_ORIGIN); empty, they stay on this server.
export const PAYMENT_PATH_PREFIX = '/api/ecommerce-cn/';

let origin: Promise<string> | undefined;

// Asked once, on the first payment call; a failure keeps this server (the call then reports its own failure).
const paymentOrigin = (): Promise<string> =>
  (origin ??= systemInfo().then(
    (answer) => answer.data?.data.paymentApiOrigin ?? '',
    () => '',
  ));

export async function paymentRequest(request: Request, target: string): Promise<Request> {
  const url = new URL(request.url);
  if (!target || !url.pathname.startsWith(PAYMENT_PATH_PREFIX)) return request;
  const moved = new URL(`${url.pathname}${url.search}`, target);
  if (moved.origin === url.origin) return request;
  // The body is read whole: a streamed request body needs HTTP/2 in browsers.
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  return new Request(moved, { method: request.method, headers: request.headers, body, signal: request.signal });
}

export function installPaymentOrigin(): void {
  client.interceptors.request.use(async (request: Request) =>
    new URL(request.url).pathname.startsWith(PAYMENT_PATH_PREFIX)
      ? paymentRequest(request, await paymentOrigin())
      : request,
  );
}

// For tests: ask again.
export function forgetPaymentOrigin(): void {
  origin = undefined;
}
