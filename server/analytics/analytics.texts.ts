import type { Localized } from '@boxify/design/locale';

export const ANALYTICS_TEXTS = {
  eventTime: {
    en: 'an event time within the last 7 days and not in the future',
    zh: '事件时间须在最近 7 天内且不晚于当前时间',
  },
} satisfies Record<string, Localized>;
