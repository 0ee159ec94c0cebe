import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type VideoState = 'loading' | 'ready' | 'playing';

// Spec §4 hero video: loading → ready → playing; the play button waits for the player, the cover goes on play.
// The tour is served by this Boxify server itself (client/public/media), never from another host.
export function HeroVideo() {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<VideoState>('loading');
  const play = () => {
    setState('playing');
    void video.current?.play().catch(() => setState('ready'));
  };
  return (
    <figure className="hero-video" data-state={state} data-testid="hero-video">
      <video
        ref={video}
        className="hero-video__player"
        src="/media/boxify-tour.webm"
        preload="auto"
        muted
        playsInline
        loop
        controls={state === 'playing'}
        aria-label={t('landing.hero.videoLabel')}
        onCanPlay={() => setState((current) => (current === 'loading' ? 'ready' : current))}
      />
      {state !== 'playing' && (
        <div className="hero-video__cover">
          <img className="hero-video__poster" src="/media/boxify-tour-poster.svg" alt="" />
          <button
            type="button"
            className="hero-video__play"
            disabled={state === 'loading'}
            aria-label={t('landing.hero.play')}
            onClick={play}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M8 5.5v13l11-6.5z" />
            </svg>
          </button>
        </div>
      )}
      <figcaption className="hero-video__caption">{t('landing.hero.videoCaption')}</figcaption>
    </figure>
  );
}
