import { useTranslation } from 'react-i18next';

import { useOnScroll } from '@client/features/home/hooks/use-scrolled-past';
import { scrollToSection } from '@client/features/home/hooks/scroll-to-section';
import { activeNavItem, LANDING_NAV } from '@client/features/home/landing';

// One comparable snapshot: the active item, then the items whose section is on the page.
const readNav = (): string => {
  const tops = LANDING_NAV.map(({ item, section }) => ({
    item,
    top: document.getElementById(section)?.getBoundingClientRect().top,
  }));
  const shown = tops.filter(({ top }) => top !== undefined).map(({ item }) => item);
  const root = document.documentElement;
  const atEnd = window.scrollY > 0 && window.scrollY + window.innerHeight >= root.scrollHeight - 2;
  return [activeNavItem(tops, atEnd), ...shown].join(' ');
};

// Spec §2: the sticky header's nav; the active item is the section at 100 px from the top, a click scrolls
// to a section with 80 px left for the header. A section the page does not show (no showcase) has no item.
export function LandingNav() {
  const { t } = useTranslation();
  const [active, ...shown] = useOnScroll(readNav, 'home').split(' ');
  const items = LANDING_NAV.filter(({ item }) => shown.length === 0 || shown.includes(item));
  return (
    <nav className="landing-nav" aria-label={t('landing.nav.label')}>
      {items.map(({ item, section }) => (
        <a
          key={item}
          href={`#${section}`}
          className="landing-nav__item"
          aria-current={active === item ? 'location' : undefined}
          onClick={(event) => {
            event.preventDefault();
            scrollToSection(section);
          }}
        >
          {t(`landing.nav.${item}`)}
        </a>
      ))}
    </nav>
  );
}
