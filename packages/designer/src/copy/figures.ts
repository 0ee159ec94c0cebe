// Prices and figures from a domain file's numbers, written as a page in that language shows them.
import type { Language } from '@boxify/design/locale';

import type { DomainItem, DomainMetric } from '../domains';

const SYMBOLS: Record<string, string> = { USD: '$', CNY: '¥', EUR: '€', GBP: '£', JPY: '¥' };

const number = (value: number, language: Language) =>
  value.toLocaleString(language === 'zh' ? 'zh-CN' : 'en-US', { maximumFractionDigits: 2 });

export function money(amount: number, currency: string, language: Language): string {
  const symbol = SYMBOLS[currency];
  const digits = Number.isInteger(amount) ? 0 : 2;
  const value = amount.toLocaleString(language === 'zh' ? 'zh-CN' : 'en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return symbol ? `${symbol}${value}` : `${value} ${currency}`;
}

/** "$24 / night", "¥168/晚", "" for an item without a price. */
export function priceOf(item: DomainItem, language: Language): string {
  if (item.price === undefined || !item.currency) return '';
  const amount = money(item.price, item.currency, language);
  if (!item.unit) return amount;
  return language === 'zh' ? `${amount}/${item.unit}` : `${amount} / ${item.unit}`;
}

/** "126", "$48,210", "96.4%", "3.2 days", "12 辆". */
export function metricValue(metric: DomainMetric, language: Language): string {
  const { value, unit } = metric;
  if (!unit) return number(value, language);
  if (unit === '%') return `${number(value, language)}%`;
  if (/^[A-Z]{3}$/.test(unit)) return money(value, unit, language);
  return language === 'zh' ? `${number(value, language)}${unit}` : `${number(value, language)} ${unit}`;
}

/** "+14%", "−3%", "" when the file gives no change. */
export function metricDelta(metric: DomainMetric): string {
  if (metric.change === undefined) return '';
  const sign = metric.trend === 'down' ? '−' : '+';
  return `${sign}${Math.abs(metric.change)}%`;
}
