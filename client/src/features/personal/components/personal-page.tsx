import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import '@client/features/personal/personal-texts';
import { openLoginModal } from '@client/features/auth/state/login-modal-store';
import { useLanguage } from '@client/features/language/hooks/use-language';
import { formatCredits, formatLocalDate } from '@client/features/account/format';
import { useLogout } from '@client/features/account/hooks/use-logout';
import { useUser } from '@client/features/account/hooks/use-user';
import { refreshUser } from '@client/features/account/user-session';
import { aiPlanKey, versionKey } from '@client/features/account/state/account-state';
import { BillingSection } from '@client/features/billing/components/billing-section';
import { CreditsLedger } from '@client/features/billing/components/credits-ledger';

import './personal-page.css';

function AnonymousNotice() {
  const { t } = useTranslation();
  const asked = useRef(false);
  // An anonymous visitor is asked to sign in once on arrival; the button asks again.
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    openLoginModal();
  }, []);
  return (
    <section className="personal container" aria-labelledby="personal-title">
      <div className="personal__card personal__card--notice">
        <h1 id="personal-title" className="personal__title">
          {t('personal.anonymousTitle')}
        </h1>
        <p className="personal__text">{t('personal.anonymousText')}</p>
        <button type="button" className="button button--primary personal__button" onClick={() => openLoginModal()}>
          {t('personal.signIn')}
        </button>
      </div>
    </section>
  );
}

// The personal centre (spec §2): profile, plan and end date, AI plan, credits and free chances.
export function PersonalPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const user = useUser();
  const logout = useLogout();
  const navigate = useNavigate();
  if (!user.isLogin) return <AnonymousNotice />;

  // Leaving for the home page: the anonymous notice would ask to sign in again right away.
  const onLogout = async () => {
    await navigate({ to: '/' });
    await logout();
  };

  const endDate = (iso: string | null) => {
    const date = formatLocalDate(iso, language);
    return date ? t('personal.endsOn', { date }) : t('personal.noEnd');
  };

  return (
    <section className="personal container" aria-labelledby="personal-title">
      <header className="personal__head">
        <div>
          <h1 id="personal-title" className="personal__title">
            {t('personal.title')}
          </h1>
          <p className="personal__text">{t('personal.intro')}</p>
        </div>
        <button type="button" className="personal__logout" onClick={() => void onLogout()}>
          {t('personal.logout')}
        </button>
      </header>

      <div className="personal__grid">
        <section className="personal__card" aria-labelledby="personal-profile">
          <h2 id="personal-profile" className="personal__card-title">
            {t('personal.profile')}
          </h2>
          <dl className="personal__list">
            <div>
              <dt>{t('personal.name')}</dt>
              <dd data-testid="profile-name">{user.user?.name || t('account.unnamed')}</dd>
            </div>
            <div>
              <dt>{t('personal.email')}</dt>
              <dd data-testid="profile-email">{user.user?.email ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('personal.userCode')}</dt>
              <dd data-testid="profile-user-code" className="personal__mono">
                {user.user?.userCode || '—'}
              </dd>
            </div>
          </dl>
        </section>

        <section className="personal__card" aria-labelledby="personal-plan">
          <h2 id="personal-plan" className="personal__card-title">
            {t('personal.planTitle')}
          </h2>
          <dl className="personal__list">
            <div>
              <dt>{t('personal.plan')}</dt>
              <dd>
                <span data-testid="plan-name">{t(`account.versions.${versionKey(user.version)}`)}</span>
                <span className="personal__sub" data-testid="plan-end">
                  {endDate(user.versionEndTime)}
                </span>
              </dd>
            </div>
            <div>
              <dt>{t('personal.aiPlan')}</dt>
              <dd>
                <span data-testid="ai-plan-name">{t(`account.aiPlans.${aiPlanKey(user.aiVersion)}`)}</span>
                <span className="personal__sub">{endDate(user.aiVersionEndTime)}</span>
              </dd>
            </div>
          </dl>
        </section>

        <section className="personal__card" aria-labelledby="personal-balances">
          <h2 id="personal-balances" className="personal__card-title">
            {t('personal.balances')}
          </h2>
          <div className="personal__balances">
            <div className="personal__balance">
              <span className="personal__balance-value" data-testid="balance-credits">
                {formatCredits(user.aiCredits, language)}
              </span>
              <span className="personal__balance-label">{t('personal.credits')}</span>
              {/* Spec §4: AI credits as used out of total (all those granted: plans, purchases, gifts). */}
              {/* A user stored by an older client has no usage until the account is read again. */}
              {typeof user.versionDetails?.aiCreditsTotal === 'string' && (
                <span className="personal__balance-usage" data-testid="credits-usage">
                  {t('personal.creditsUsage', {
                    used: formatCredits(user.versionDetails.aiCreditsUsed, language),
                    total: formatCredits(user.versionDetails.aiCreditsTotal, language),
                  })}
                </span>
              )}
            </div>
            <div className="personal__balance">
              <span className="personal__balance-value" data-testid="balance-free-chances">
                {user.aiFreeChance}
              </span>
              <span className="personal__balance-label">{t('personal.freeChances')}</span>
            </div>
          </div>
        </section>

        <BillingSection onChanged={() => void refreshUser()} />
        <CreditsLedger />
      </div>
    </section>
  );
}
