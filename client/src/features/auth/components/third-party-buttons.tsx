import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { type LoginProvider, useLoginProviders } from '@client/features/auth/hooks/use-login-providers';
import type { LoginAction } from '@client/features/auth/state/login-modal-store';
import { startThirdPartyLogin, type ThirdType } from '@client/features/auth/third-party-login';

const THIRD_TYPES: ReadonlySet<number> = new Set([1, 5, 7, 8]);
const isThirdType = (value: number): value is ThirdType => THIRD_TYPES.has(value);

// Simple marks in the providers' colours; the button's text names the provider for everyone.
function ProviderMark({ name }: { name: LoginProvider['name'] }) {
  const letter = { google: 'G', github: 'GH', figma: 'F', x: 'X' }[name] ?? name.slice(0, 1).toUpperCase();
  return (
    <span className={`provider-mark provider-mark--${name}`} aria-hidden="true">
      {letter}
    </span>
  );
}

export function ThirdPartyButtons({ action }: { action: LoginAction | null }) {
  const { t } = useTranslation();
  const providers = useLoginProviders().filter((provider) => isThirdType(provider.thirdType));
  const [pending, setPending] = useState<number | null>(null);
  if (providers.length === 0) return null;

  const onClick = async (thirdType: ThirdType) => {
    setPending(thirdType);
    // On success the browser leaves for the provider; only a failure comes back here.
    if (!(await startThirdPartyLogin(thirdType, action))) setPending(null);
  };

  return (
    <div className="third-party">
      <p className="third-party__divider">
        <span>{t('auth.orContinueWith')}</span>
      </p>
      <ul className="third-party__list">
        {providers.map((provider) => (
          <li key={provider.name}>
            <button
              type="button"
              className="third-party__button"
              disabled={pending !== null}
              onClick={() => isThirdType(provider.thirdType) && void onClick(provider.thirdType)}
            >
              <ProviderMark name={provider.name} />
              {t('auth.continueWith', { provider: provider.label })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
