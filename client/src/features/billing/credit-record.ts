import type { TFunction } from 'i18next';

import type { UserAccountPageCreditRecordsResponse } from '@client/api/generated';

export type CreditRecord = UserAccountPageCreditRecordsResponse['data']['items'][number];

// What a movement was, in the user's words: the designer's charge or its return, a purchase with its order number…
export function creditRecordLabel(record: CreditRecord, t: TFunction): string {
  if (record.source === 'designer')
    return t(record.kind === 'spend' ? 'ledger.designerSpend' : 'ledger.designerRefund');
  if (record.source === 'order' || record.source === 'renewal') {
    return t(`ledger.${record.source}`, { orderNo: record.orderNo ?? '' });
  }
  return t(`ledger.${record.source}`);
}
