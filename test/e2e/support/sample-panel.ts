import type { APIRequestContext } from '@playwright/test';

import { signUpByApi, uniqueEmail, type E2eSession } from './workbench';

const DRAFT = '/api/uxa-center/draft';

/** A Draft or Project call as a signed-in user; throws on any answer but success. */
export async function postAs<T>(request: APIRequestContext, path: string, data: unknown, token: string): Promise<T> {
  const answer = await request.post(`${DRAFT}${path}`, { data, headers: { 'access-token': token } });
  const body = (await answer.json()) as { code: number; data: T };
  if (body.code !== 0) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.data;
}

export type SamplePanel = { session: E2eSession; projectId: string; panelId: string };

/** A new account with a project and a 390 × 844 panel holding a heading and a button. */
export async function accountWithSamplePanel(
  request: APIRequestContext,
  label: string,
  projectName: string,
): Promise<SamplePanel> {
  const session = await signUpByApi(request, uniqueEmail(label));
  const { projectId } = await postAs<{ projectId: string }>(
    request,
    '/Project/addProject',
    { name: projectName },
    session.token,
  );
  const { panelId } = await postAs<{ panelId: string }>(
    request,
    '/Draft/createPanel',
    {
      projectId,
      name: 'Sign-in screen',
      width: 390,
      height: 844,
      background: '#ffffff',
      children: [
        { type: 'text', id: 'title', name: 'Title', x: 24, y: 80, characters: 'Welcome back', style: { fontSize: 32 } },
        {
          type: 'rect',
          id: 'cta',
          name: 'Button',
          x: 24,
          y: 400,
          width: 342,
          height: 48,
          fills: [{ type: 'solid', color: '#4f46e5' }],
        },
      ],
    },
    session.token,
  );
  return { session, projectId, panelId };
}
