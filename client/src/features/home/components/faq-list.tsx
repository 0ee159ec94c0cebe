import { Accordion } from 'radix-ui';

import type { FaqEntry } from '@client/features/home/home-cms';
import { faqItemId } from '@client/features/home/landing';

// Spec §4 FAQ: an accordion with one item open at a time (clicking the open one closes it).
export function FaqList({ items, shown, onOpen }: { items: FaqEntry[]; shown: string; onOpen: (key: string) => void }) {
  return (
    <Accordion.Root type="single" collapsible className="faq__list" value={shown} onValueChange={onOpen}>
      {items.map((item) => (
        <Accordion.Item key={item.key} value={item.key} id={faqItemId(item.key)} className="faq__item">
          <Accordion.Header className="faq__header">
            <Accordion.Trigger className="faq__question">
              <span>{item.question}</span>
              <svg className="faq__chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 9l6 6 6-6" />
              </svg>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="faq__answer">
            <p>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
