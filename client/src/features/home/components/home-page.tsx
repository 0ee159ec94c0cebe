import { useRef } from 'react';

import { PricingSection } from '@client/features/pricing/components/pricing-section';
import { useScrolledPast } from '@client/features/home/hooks/use-scrolled-past';
import { useSectionParam } from '@client/features/home/hooks/use-section-param';
import { SiteFooter } from '@client/features/layout/components/site-footer';
import { SiteHeader } from '@client/features/layout/components/site-header';

import { FaqSection } from './faq-section';
import { Hero } from './hero';
import { LandingFooter } from './landing-footer';
import { LandingNav } from './landing-nav';
import { ProductHighlights } from './product-highlights';
import { Showcase } from './showcase';
import { StickyStart } from './sticky-start';
import { TopBanner } from './top-banner';

import './home-page.css';
import './landing.css';

// Spec §2 landing home, in order: top banner, sticky header, hero, product highlights, showcase, pricing, FAQ,
// footer. The route is bare (it draws its own header, so the banner can sit above it).
export function HomePage() {
  const heroStart = useRef<HTMLButtonElement>(null);
  const footer = useRef<HTMLElement>(null);
  // The header shows its section nav once the page leaves the top (spec: threshold above 0).
  const scrolled = useScrolledPast(0);
  useSectionParam();
  return (
    <>
      <TopBanner />
      <SiteHeader nav={scrolled ? <LandingNav /> : undefined} />
      <main id="main" className="page__main landing" tabIndex={-1}>
        <Hero startRef={heroStart} />
        <ProductHighlights />
        <Showcase />
        <PricingSection />
        <FaqSection />
      </main>
      <LandingFooter footerRef={footer} />
      <SiteFooter />
      <StickyStart heroStart={heroStart} footer={footer} />
    </>
  );
}
