import type { Localized } from '@boxify/design/locale';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

import type { PlanName } from '../plans';

export const TIER_KEYS = ['free', 'plus', 'pro', 'enterprise'] as const;
export type TierKey = (typeof TIER_KEYS)[number];

export const CHARGE_MOMENTS = ['generation', 'acceptance'] as const;
// When a generation's credits are taken: right after it (free, plus) or only when accepted (pro).
export type ChargeMoment = (typeof CHARGE_MOMENTS)[number];

// What a plan allows on another user's shared panel (spec §6): view only, or edit (which includes duplicate)
// when the share grants edit too.
export const SHARED_PANEL_ACCESS = ['view', 'edit'] as const;
export type SharedPanelAccess = (typeof SHARED_PANEL_ACCESS)[number];

// How a plan may customise component libraries (spec §6): not at all, by deriving from a built-in library
// (as many as maxLibraries), or also from scratch (enterprise's own design system).
export const LIBRARY_CUSTOMISATION = ['none', 'derived', 'from-scratch'] as const;
export type LibraryCustomisation = (typeof LIBRARY_CUSTOMISATION)[number];

// One way to pay for a tier: a billing cycle and a number of credits a month. Amounts in cents.
export type TierPrice = {
  skuId: string;
  // The service (AI plan level) a payment grants: base, plus, plus2, …, enterprise.
  serviceCode: PlanName;
  cycleType: 1 | 2; // 1 monthly, 2 annual
  // Per month, in cents (annual prices too: the charge is 12 times this); null for a custom quote.
  monthlyAmount: number | null;
  // The struck-out price per month in cents, 0 when none (early bird).
  originPrice: number;
  currency: string; // ISO 4217, lower case as Stripe writes it
  creditsPerMonth: number;
  tags: Localized[];
};

// A marketing line with a key the client acts on (anchor#faq-credit, link:figma-make, link:figma-s2d).
export type TierEntitlementLine = { key: string; title: Localized };

// The one plans table: every entitlement of free, plus, pro and enterprise and their prices. Seeded by its
// migration, edited with `npm run admin -- plan-set`; every limit in the product is read from here.
@Entity('plan_tier')
export class PlanTierEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('plan_tier_key_uq', { unique: true })
  @Column({ type: 'enum', enum: TIER_KEYS, enumName: 'plan_tier_key' })
  key: TierKey;

  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'jsonb' })
  title: Localized;

  @Column({ type: 'jsonb' })
  description: Localized;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  tags: Localized[];

  @Column({ type: 'boolean', default: false })
  popular: boolean;

  // The free flag and the custom flag (enterprise: a quote, not a checkout) of the pricing item.
  @Column({ type: 'boolean', default: false })
  free: boolean;

  @Column({ type: 'boolean', default: false })
  custom: boolean;

  // The account ladder: 1 base, 2 pro, 3 enterprise.
  @Column({ type: 'int' })
  accountVersion: number;

  // Limits; null is unlimited.
  @Column({ type: 'int', nullable: true })
  maxProjects: number | null;

  @Column({ type: 'int', nullable: true })
  maxPanels: number | null;

  @Column({ type: 'int', nullable: true })
  maxLibraries: number | null;

  @Column({ type: 'enum', enum: SHARED_PANEL_ACCESS, enumName: 'plan_tier_shared_panel_access', default: 'view' })
  sharedPanelAccess: SharedPanelAccess;

  // How many custom libraries is maxLibraries.
  @Column({
    type: 'enum',
    enum: LIBRARY_CUSTOMISATION,
    enumName: 'plan_tier_library_customisation',
    default: 'derived',
  })
  libraryCustomisation: LibraryCustomisation;

  // How long version history is kept; null is for ever.
  @Column({ type: 'int', nullable: true })
  versionHistoryDays: number | null;

  @Column({ type: 'int' })
  directionsPerPrompt: number;

  @Column({ type: 'enum', enum: CHARGE_MOMENTS, enumName: 'plan_tier_charge_moment' })
  creditsChargedAt: ChargeMoment;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  extraEntitlements: TierEntitlementLine[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  prices: TierPrice[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
