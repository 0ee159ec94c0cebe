import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type StripeObject = Record<string, unknown> & { id: string };
export type SignedEvent = { id: string; type: string; payload: string; header: string };

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const DAY = 24 * 3600;

// Stripe's form encoding (a[b][0][c]=v) back into objects and arrays.
function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[i + 1]) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

// Stripe's webhook signature: t=<seconds>,v1=HMAC-SHA256(secret, "<t>.<payload>") in hex.
export function stripeSignature(secret: string, payload: string, timestamp = now()): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

// A Stripe API on loopback for the calls Boxify makes (Checkout Sessions, subscriptions), checking the
// secret key, and the webhook events Stripe would send, signed with Stripe's scheme and delivered to
// `webhookUrl` when set.
export async function startFakeStripe(options: { secretKey: string; webhookSecret: string }) {
  const sessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const state = {
    webhookUrl: undefined as string | undefined,
    // The next Checkout Session answers without a url / the next call fails with a Stripe error.
    omitUrl: false,
    failNext: false,
    requests: [] as { method: string; path: string; form: Record<string, unknown> }[],
  };

  const send = (response: ServerResponse, status: number, body: unknown) =>
    response
      .writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') })
      .end(JSON.stringify(body));
  const stripeError = (response: ServerResponse, status: number, message: string) =>
    send(response, status, { error: { type: 'invalid_request_error', message } });

  // The hosted checkout page a buyer's browser is sent to: Pay completes the session, delivers
  // checkout.session.completed and returns to success_url; Back returns to cancel_url.
  async function hostedPage(
    request: IncomingMessage,
    key: string,
    form: Record<string, unknown>,
    response: ServerResponse,
  ) {
    const session = [...sessions.values()].find((candidate) =>
      (candidate.url as string | null)?.endsWith(`/pay/${key}`),
    );
    if (!session) return stripeError(response, 404, 'No such checkout page');
    if (request.method === 'GET') {
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head>
<body><h1>Fake Stripe Checkout</h1><form method="post"><button name="action" value="pay">Pay</button>
<button name="action" value="back">Back</button></form></body></html>`;
      return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    }
    if (form.action === 'pay') await fake.deliver(fake.pay(session.id));
    const next = (form.action === 'pay' ? session.success_url : session.cancel_url) as string;
    return response.writeHead(303, { location: next }).end();
  }

  function route(request: IncomingMessage, form: Record<string, unknown>, response: ServerResponse) {
    const path = (request.url ?? '').split('?')[0];
    const page = /^\/pay\/(\w+)$/.exec(path);
    if (page) return void hostedPage(request, page[1], form, response);
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) return stripeError(response, 401, 'bad key');
    if (state.failNext) {
      state.failNext = false;
      return stripeError(response, 400, 'Your account cannot currently make live charges');
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const session: StripeObject = {
        id: id('cs'),
        object: 'checkout.session',
        mode: form.mode,
        status: 'open',
        payment_status: 'unpaid',
        url: state.omitUrl ? null : `http://${request.headers.host}/pay/${randomBytes(6).toString('hex')}`,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        client_reference_id: form.client_reference_id ?? null,
        customer_email: form.customer_email ?? null,
        metadata: form.metadata ?? {},
        line_items: form.line_items,
        subscription: null,
        expires_at: now() + DAY,
      };
      state.omitUrl = false;
      sessions.set(session.id, session);
      return send(response, 200, session);
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    if (request.method === 'GET' && sessionMatch) {
      const session = sessions.get(sessionMatch[1]);
      return session ? send(response, 200, session) : stripeError(response, 404, 'No such checkout.session');
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
    if (subscriptionMatch) {
      const subscription = subscriptions.get(subscriptionMatch[1]);
      if (!subscription) return stripeError(response, 404, 'No such subscription');
      if (request.method === 'POST' && form.cancel_at_period_end !== undefined) {
        subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
        void fake.deliver(fake.event('customer.subscription.updated', subscription));
      }
      return send(response, 200, subscription);
    }
    return stripeError(response, 404, `Unrecognized request URL (${request.method}: ${path})`);
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = parseForm(Buffer.concat(chunks).toString('utf8'));
      state.requests.push({ method: request.method ?? '', path: request.url ?? '', form });
      route(request, form, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const periodOf = (subscription: StripeObject) => {
    const interval = (subscription.interval as string) === 'year' ? 365 : 30;
    return {
      start: subscription.current_period_end as number,
      end: (subscription.current_period_end as number) + interval * DAY,
    };
  };

  const fake = {
    url: `http://127.0.0.1:${port}`,
    state,
    sessions,
    subscriptions,
    // An event as Stripe sends it, signed now (or at `timestamp`, to test stale ones).
    event(type: string, object: StripeObject, timestamp = now()): SignedEvent {
      const eventId = id('evt');
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: '2025-10-29.clover',
        created: timestamp,
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      });
      return { id: eventId, type, payload, header: stripeSignature(options.webhookSecret, payload, timestamp) };
    },
    // POSTs an event to webhookUrl as Stripe does; answers the status, or 0 when the endpoint did not answer in
    // 30 s (Stripe would retry later) so the hosted page still redirects instead of hanging the buyer.
    async deliver(event: SignedEvent): Promise<number> {
      if (!state.webhookUrl) return 0;
      try {
        const answer = await fetch(state.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.header },
          body: event.payload,
          signal: AbortSignal.timeout(30_000),
        });
        return answer.status;
      } catch {
        return 0;
      }
    },
    // The buyer paid: the session completes and a subscription starts. Answers checkout.session.completed.
    pay(sessionId: string): SignedEvent {
      const session = sessions.get(sessionId)!;
      const lineItem = (session.line_items as { price_data: { recurring: { interval: string } } }[])[0];
      const subscription: StripeObject = {
        id: id('sub'),
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: false,
        interval: lineItem.price_data.recurring.interval,
        current_period_end: now() + (lineItem.price_data.recurring.interval === 'year' ? 365 : 30) * DAY,
        metadata: session.metadata,
        ended_at: null,
      };
      subscriptions.set(subscription.id, subscription);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
      return fake.event('checkout.session.completed', session);
    },
    expire(sessionId: string): SignedEvent {
      const session = sessions.get(sessionId)!;
      Object.assign(session, { status: 'expired' });
      return fake.event('checkout.session.expired', session);
    },
    // The next period is paid: invoice.paid for a subscription_cycle.
    renew(subscriptionId: string): SignedEvent {
      const subscription = subscriptions.get(subscriptionId)!;
      const period = periodOf(subscription);
      subscription.current_period_end = period.end;
      return fake.event('invoice.paid', invoice(subscriptionId, 'paid', period));
    },
    failPayment(subscriptionId: string): SignedEvent {
      const subscription = subscriptions.get(subscriptionId)!;
      subscription.status = 'past_due';
      return fake.event('invoice.payment_failed', invoice(subscriptionId, 'open', periodOf(subscription)));
    },
    // The period ran out after a cancel at period end (or the subscription was deleted).
    end(subscriptionId: string): SignedEvent {
      const subscription = subscriptions.get(subscriptionId)!;
      Object.assign(subscription, { status: 'canceled', ended_at: now() });
      return fake.event('customer.subscription.deleted', subscription);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

function invoice(subscriptionId: string, status: string, period: { start: number; end: number }): StripeObject {
  return {
    id: id('in'),
    object: 'invoice',
    status,
    billing_reason: 'subscription_cycle',
    period_start: period.start,
    period_end: period.start,
    parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: {} } },
    lines: { object: 'list', data: [{ id: id('il'), period }] },
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
