import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';

// Ledger amounts are decimal strings with at most two decimals (numeric(14,2)); arithmetic
// happens in Postgres, never in floats.
export const AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

export function parseAmount(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!AMOUNT_PATTERN.test(text) || /^0+(\.0+)?$/.test(text)) {
    throw new AppException(ErrorCode.ValidationFailed, {
      field: 'amount',
      reason: 'a positive amount with at most two decimals',
    });
  }
  return text;
}

// '50.00' → '50', '0.50' → '0.5', '-1.00' → '-1'.
export function formatAmount(value: string): string {
  if (!value.includes('.')) return value;
  const trimmed = value.replace(/0+$/, '').replace(/\.$/, '');
  return trimmed === '-0' ? '0' : trimmed;
}
