import { chatReply, readChat } from './understand';

describe('readChat', () => {
  it('reads the platform, the pages and the language of a message', () => {
    expect(readChat('A mobile login page with Google sign-in')).toEqual({
      platform: 'mobile',
      pageTypes: ['login'],
      language: 'en',
    });
    expect(readChat('做一个平板上的数据仪表盘和设置页')).toEqual({
      platform: 'tablet',
      pageTypes: ['dashboard', 'settings'],
      language: 'zh',
    });
    expect(readChat('hello there').pageTypes).toEqual([]);
  });

  it('answers with what it understood, or how to ask', () => {
    expect(chatReply(readChat('pricing page')).en).toBe(
      'I understood: desktop, pricing page. Send it to generate and I will design it.',
    );
    expect(chatReply(readChat('hi')).en).toMatch(/^I can design desktop screens/);
  });
});
