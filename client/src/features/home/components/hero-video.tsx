import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type VideoState = 'loading' | 'ready' | 'playing';

const POSTER = '/media/boxify-tour-poster.svg';

// Spec §4 hero video: loading → ready → playing; the play button waits for the player, the cover goes on play.
// The tour is served by this Boxify server itself (client/public/media), never from another host.
export function HeroVideo() {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<VideoState>('loading');
  // On the landing the server drew, the player may be ready before the app takes the page over (its canplay
  // then came before anyone listened).
  useEffect(() => {
    if ((video.current?.readyState ?? 0) >= HTMLMediaElement.HAVE_FUTURE_DATA) setState('ready');
  }, []);
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
        // The cover until played (never the first frame behind it), so the page's largest paint is the cover.
        poster={POSTER}
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
          <img className="hero-video__poster" src={POSTER} alt="" fetchPriority="high" />
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
