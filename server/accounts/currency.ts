// The currencies of the credit ledger: AI credits, and the free plan's free generation chances.
export enum Currency {
  AiCredit = 'AI_CREDIT',
  FreeAccept = 'FREE_ACCEPT',
}

export const CURRENCIES = Object.values(Currency);
