import { faqEntries } from './cms-faq';

describe('the home FAQ entries', () => {
  it('are faq entries of both languages, the credit one among them, in order', () => {
    const entries = faqEntries();
    expect(entries.every((entry) => entry.contentType === 'faq')).toBe(true);
    expect(entries.map((entry) => entry.sort)).toEqual([...entries.map((entry) => entry.sort)].sort((a, b) => a - b));
    const items = entries.map(
      (entry) =>
        JSON.parse(entry.content) as { key: string; question: Record<string, string>; answer: Record<string, string> },
    );
    expect(items.map((item) => item.key)).toContain('credit');
    for (const item of items) {
      for (const language of ['en', 'zh']) {
        expect(item.question[language]).toBeTruthy();
        expect(item.answer[language]).toBeTruthy();
      }
    }
  });
});
