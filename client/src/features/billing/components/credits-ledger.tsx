import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { CreditRecord } from '@client/features/billing/credit-record';
import { creditRecordLabel } from '@client/features/billing/credit-record';
import { formatCredits, formatLocalDate } from '@client/features/account/format';
import { useLanguage } from '@client/features/language/hooks/use-language';

import { creditRecordsQuery } from '../hooks/billing-queries';

// The personal centre's credits ledger: each grant, spend and refund of credits or free chances, what caused it
// and the balance after it, newest first.
export function CreditsLedger() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const records = useInfiniteQuery(creditRecordsQuery());
  const items: CreditRecord[] = records.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="personal__card billing" aria-labelledby="personal-credits-ledger">
      <h2 id="personal-credits-ledger" className="personal__card-title">
        {t('ledger.title')}
      </h2>
      {records.isPending && <p className="personal__text">{t('ledger.loading')}</p>}
      {records.isError && <p className="personal__text">{t('ledger.failed')}</p>}
      {records.isSuccess && items.length === 0 && <p className="personal__text">{t('ledger.empty')}</p>}
      {items.length > 0 && (
        <ul className="billing__orders" aria-label={t('ledger.title')}>
          {items.map((record) => {
            const unit = record.currency === 'AI_CREDIT' ? 'ledger.credits' : 'ledger.chances';
            const signed = (amount: string) => (Number(amount) > 0 ? '+' : '') + formatCredits(amount, language);
            return (
              <li key={record.id} className="billing__order" data-testid="credit-record">
                <div className="billing__order-main">
                  <span className="billing__plan">{creditRecordLabel(record, t)}</span>
                  <span className="personal__sub">{formatLocalDate(record.createdAt, language)}</span>
                </div>
                <div className="billing__order-side">
                  <span
                    className={`billing__amount billing__amount--${Number(record.amount) < 0 ? 'out' : 'in'}`}
                    data-testid="credit-record-amount"
                  >
                    {t(unit, { amount: signed(record.amount) })}
                  </span>
                  <span className="personal__sub">
                    {t('ledger.balanceAfter', { balance: formatCredits(record.balanceAfter, language) })}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {records.hasNextPage && (
        <button
          type="button"
          className="billing__cancel billing__more"
          disabled={records.isFetchingNextPage}
          onClick={() => void records.fetchNextPage()}
        >
          {t('ledger.more')}
        </button>
      )}
    </section>
  );
}
