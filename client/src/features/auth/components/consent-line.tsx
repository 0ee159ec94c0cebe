import { Trans, useTranslation } from 'react-i18next';

import { agreementUrl } from '@client/features/auth/agreement-url';
import { DEFAULT_LANGUAGE, parseLanguage } from '@client/i18n/language';

// Spec §2/§5: the consent line links the terms and the privacy policy, in Chinese for zh.
export function ConsentLine() {
  const { t, i18n } = useTranslation();
  const language = parseLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
  return (
    <p className="login-modal__consent">
      <Trans
        t={t}
        i18nKey="auth.consent"
        components={{
          terms: <a href={agreementUrl('service-agreement', language)} target="_blank" rel="noopener" />,
          privacy: <a href={agreementUrl('privacy', language)} target="_blank" rel="noopener" />,
        }}
      />
    </p>
  );
}
