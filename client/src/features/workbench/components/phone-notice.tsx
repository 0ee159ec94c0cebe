import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { hasSeenPhoneNotice, markPhoneNoticeSeen } from '@client/features/workbench/state/phone-notice';

// Once per browser, on a phone: the canvas is a viewer with light editing there. Remembered as soon as it shows,
// so a reload or the next visit does not bring it back.
export function PhoneNotice() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => !hasSeenPhoneNotice());
  useEffect(() => {
    if (open) markPhoneNoticeSeen();
  }, [open]);
  if (!open) return null;
  return (
    <div className="wb-phone-notice" role="status" data-testid="phone-notice">
      <p className="wb-phone-notice__text">{t('workbench.phone.notice')}</p>
      <button type="button" className="button button--primary wb-phone-notice__dismiss" onClick={() => setOpen(false)}>
        {t('workbench.phone.noticeDismiss')}
      </button>
    </div>
  );
}
