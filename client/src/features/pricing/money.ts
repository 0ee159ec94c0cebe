// An amount in cents in the caller's language ('$178.80', 'US$178.80').
export const formatMoney = (cents: number, currency: string, language: string) =>
  new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-US', { style: 'currency', currency }).format(cents / 100);

// Dollars with at most two decimals, as the cards show them ('$14.9').
export const formatDollars = (dollars: number) => `$${Number(dollars.toFixed(2))}`;
