import { resolveTargets, targetWord } from './targets';
import { panelOf } from '@boxify/design/testing';

const panel = panelOf([
  {
    id: 'page',
    type: 'frame',
    layout: { mode: 'vertical' },
    children: [
      { id: 'top', type: 'frame', name: 'Top bar', role: 'header', children: [] },
      { id: 'small', type: 'text', role: 'heading', characters: 'Small', style: { fontSize: 18 } },
      { id: 'big', type: 'text', role: 'heading', characters: 'Big', style: { fontSize: 32 } },
      {
        id: 'ok',
        type: 'frame',
        role: 'button',
        children: [{ id: 'ok-label', type: 'text', name: 'button-label', characters: 'Sign in' }],
      },
      {
        id: 'cancel',
        type: 'frame',
        role: 'button',
        children: [{ id: 'cancel-label', type: 'text', characters: 'Cancel' }],
      },
      { id: 'hidden', type: 'text', characters: 'Secret', visible: false },
    ],
  },
]);
const ids = (phrase: string, roots: string[] = [], includeHidden = false) =>
  resolveTargets(panel, roots, phrase, { includeHidden }).map((n) => n.id);

describe('naming layers in a prompt', () => {
  it('finds layers by kind, English or Chinese', () => {
    expect(ids('the header')).toEqual(['top']);
    expect(ids('页头')).toEqual(['top']);
    expect(ids('the button')).toEqual(['ok']);
    expect(ids('所有按钮')).toEqual(['ok', 'cancel']);
    expect(ids('all the buttons')).toEqual(['ok', 'cancel']);
  });

  it('takes the largest heading for "the title" and a qualifier to pick one', () => {
    expect(ids('the title')).toEqual(['big']);
    expect(ids('the cancel button')).toEqual(['cancel']);
    expect(targetWord('登录按钮')).toMatchObject({ qualifier: '登录', plural: false });
    expect(targetWord('the sign in button')).toMatchObject({ qualifier: 'sign in', plural: false });
  });

  it('falls back to layer names and texts, inside the selection only', () => {
    expect(ids('top bar')).toEqual(['top']);
    expect(ids('Cancel')).toEqual(['cancel-label']);
    expect(ids('the button', ['cancel'])).toEqual(['cancel']);
    expect(ids('the title', ['ok'])).toEqual([]);
    expect(ids('Secret')).toEqual([]);
    expect(ids('Secret', [], true)).toEqual(['hidden']);
  });
});
