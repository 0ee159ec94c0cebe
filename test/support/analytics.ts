import { randomUUID } from 'node:crypto';

import { DataSource } from 'typeorm';

import type { TestApp } from './app';

export const ANALYTICS = '/api/uxa-center/analytics/Analytics';

export type TestEvent = {
  name: string;
  at?: string;
  route?: string;
  language?: string;
  userCode?: string;
  props?: Record<string, unknown>;
};

// A batch as the client sends it: random batch id, one visitor, events filled with a time, route and language.
export function batchOf(events: TestEvent[], visitorId: string = randomUUID()) {
  return {
    batchId: randomUUID(),
    visitorId,
    events: events.map((event) => ({
      at: new Date().toISOString(),
      route: '/',
      language: 'en',
      props: {},
      ...event,
    })),
  };
}

export const pageView = (title = 'Boxify', route = '/'): TestEvent => ({ name: 'page_view', route, props: { title } });

export function report(t: TestApp, batch: unknown, language = 'en-US') {
  return t.http
    .post(`${ANALYTICS}/reportEvents`)
    .set('prefer-language', language)
    .send(batch as object);
}

// Rows stored for some batches, read straight from the table as an operator would.
export async function storedRows(
  t: TestApp,
  batchIds: string[],
): Promise<{ batch_id: string; position: number; name: string; user_code: string | null; props: object }[]> {
  return (await t.app
    .get(DataSource)
    .query(
      'SELECT batch_id, position, name, user_code, props FROM analytics_event WHERE batch_id = ANY($1) ORDER BY batch_id, position',
      [batchIds],
    )) as { batch_id: string; position: number; name: string; user_code: string | null; props: object }[];
}
