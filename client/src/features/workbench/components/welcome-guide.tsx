import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { hasSeenWelcomeGuide, markWelcomeGuideSeen } from '@client/features/workbench/state/welcome-guide';

const STEPS = ['boxify', 'templates'] as const;

// Spec §2: the welcome guide, once per user: "Boxify" (a prompt becomes a design) and "Templates".
export function WelcomeGuide({ userCode }: { userCode: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => !hasSeenWelcomeGuide(userCode));
  const [step, setStep] = useState(0);
  const last = step === STEPS.length - 1;
  const key = STEPS[step]!;

  const close = () => {
    markWelcomeGuideSeen(userCode);
    setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="wb-dialog__overlay" />
        <Dialog.Content className="wb-dialog wb-guide" aria-describedby="welcome-guide-text">
          <div className={`wb-guide__art wb-guide__art--${key}`} aria-hidden="true">
            {key === 'boxify' ? <PromptArt /> : <TemplatesArt />}
          </div>
          <p className="wb-guide__step">{t('workbench.welcome.stepOf', { n: step + 1, total: STEPS.length })}</p>
          <Dialog.Title className="wb-dialog__title">{t(`workbench.welcome.${key}.title`)}</Dialog.Title>
          <p id="welcome-guide-text" className="wb-dialog__text">
            {t(`workbench.welcome.${key}.text`)}
          </p>
          <div className="wb-dialog__actions">
            {last ? (
              <button type="button" className="button button--primary" onClick={close}>
                {t('workbench.welcome.getStarted')}
              </button>
            ) : (
              <button type="button" className="button button--primary" onClick={() => setStep(step + 1)}>
                {t('workbench.welcome.next')}
              </button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PromptArt() {
  return (
    <svg viewBox="0 0 240 110" width="240" height="110">
      <rect x="20" y="14" width="200" height="34" rx="10" fill="#fff" stroke="var(--color-border-strong)" />
      <rect x="34" y="27" width="110" height="8" rx="4" fill="var(--color-border-strong)" />
      <circle cx="200" cy="31" r="10" fill="var(--color-accent)" />
      <path d="M196 31h8M200 27l4 4-4 4" stroke="#fff" strokeWidth="2" fill="none" />
      <rect x="40" y="60" width="160" height="42" rx="8" fill="var(--color-accent-soft)" />
      <rect x="52" y="70" width="60" height="8" rx="4" fill="var(--color-accent)" />
      <rect x="52" y="84" width="120" height="6" rx="3" fill="#fff" />
    </svg>
  );
}

function TemplatesArt() {
  return (
    <svg viewBox="0 0 240 110" width="240" height="110">
      {[0, 1, 2].map((index) => (
        <g key={index} transform={`translate(${24 + index * 68} 14)`}>
          <rect width="56" height="82" rx="8" fill="#fff" stroke="var(--color-border-strong)" />
          <rect
            x="8"
            y="8"
            width="40"
            height="22"
            rx="4"
            fill={index === 1 ? 'var(--color-accent)' : 'var(--color-accent-soft)'}
          />
          <rect x="8" y="38" width="30" height="6" rx="3" fill="var(--color-border-strong)" />
          <rect x="8" y="50" width="40" height="6" rx="3" fill="var(--color-border)" />
        </g>
      ))}
    </svg>
  );
}
