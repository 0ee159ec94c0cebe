import type { MigrationInterface, QueryRunner } from 'typeorm';

// The seed: spec §1, §6 and §9 (basic plan 5 panels, 1 project, 1 custom library; early bird 14.9 dollars a
// month, 40 percent off; default 100 credits; free and plus pay right after generation, pro on approval).
// Amounts are cents per month; an annual price is charged 12 times its monthly amount.
const l = (en: string, zh: string) => ({ en, zh });
const EARLY_BIRD = [l('Early bird', '早鸟价')];
function ladder(tier: string, codes: string[], monthly: number[][], annual: number[][]) {
  const credits = [100, 200, 400];
  return credits.flatMap((perMonth, i) =>
    [
      { cycleType: 1, amounts: monthly[i], suffix: 'monthly' },
      { cycleType: 2, amounts: annual[i], suffix: 'annual' },
    ].map(({ cycleType, amounts, suffix }) => ({
      skuId: `${tier}-${perMonth}-${suffix}`,
      serviceCode: codes[i],
      cycleType,
      monthlyAmount: amounts[0],
      originPrice: amounts[1] ?? 0,
      currency: 'usd',
      creditsPerMonth: perMonth,
      tags: amounts[1] ? EARLY_BIRD : [],
    })),
  );
}
const free = (cycleType: number, suffix: string) => ({
  skuId: `free-${suffix}`,
  serviceCode: 'base',
  cycleType,
  monthlyAmount: 0,
  originPrice: 0,
  currency: 'usd',
  creditsPerMonth: 0,
  tags: [],
});
const custom = (cycleType: number, suffix: string) => ({
  skuId: `enterprise-${suffix}`,
  serviceCode: 'enterprise',
  cycleType,
  monthlyAmount: null,
  originPrice: 0,
  currency: 'usd',
  creditsPerMonth: 0,
  tags: [],
});
const PLUGINS = [
  { key: 'link:figma-make', title: l('Figma Make plugin', 'Figma Make 插件') },
  { key: 'link:figma-s2d', title: l('Screenshot to design plugin', '截图转设计插件') },
];
const SEED = [
  {
    key: 'free',
    position: 1,
    title: l('Free', '免费版'),
    description: l(
      'Try Boxify in public beta: describe a page and edit it on the canvas.',
      '公测期间免费试用：描述页面，在画布上自由编辑。',
    ),
    tags: [],
    popular: false,
    free: true,
    custom: false,
    account_version: 1,
    max_projects: 1,
    max_panels: 5,
    max_libraries: 1,
    edit_others_designs: false,
    duplicate_others_designs: false,
    customise_libraries: true,
    version_history_days: 7,
    directions_per_prompt: 1,
    credits_charged_at: 'generation',
    extra_entitlements: [
      { key: 'anchor#faq-credit', title: l('Free generation chances to start', '赠送免费生成次数') },
    ],
    prices: [free(1, 'monthly'), free(2, 'annual')],
  },
  {
    key: 'plus',
    position: 2,
    title: l('Plus', 'Plus'),
    description: l('For makers who design a few products a month.', '适合每月设计少量产品的创作者。'),
    tags: [],
    popular: false,
    free: false,
    custom: false,
    account_version: 2,
    max_projects: null,
    max_panels: null,
    max_libraries: null,
    edit_others_designs: true,
    duplicate_others_designs: true,
    customise_libraries: true,
    version_history_days: null,
    directions_per_prompt: 2,
    credits_charged_at: 'generation',
    extra_entitlements: [
      { key: 'anchor#faq-credit', title: l('Credits taken right after each generation', '每次生成后扣除积分') },
      ...PLUGINS,
    ],
    prices: ladder('plus', ['plus', 'plus2', 'plus3'], [[1490, 2490], [2690], [4990]], [[1190], [2190], [3990]]),
  },
  {
    key: 'pro',
    position: 3,
    title: l('Pro', 'Pro'),
    description: l('For product teams: pay only for the results you approve.', '适合产品团队：只为你认可的结果付费。'),
    tags: [l('Most Popular', '最受欢迎')],
    popular: true,
    free: false,
    custom: false,
    account_version: 2,
    max_projects: null,
    max_panels: null,
    max_libraries: null,
    edit_others_designs: true,
    duplicate_others_designs: true,
    customise_libraries: true,
    version_history_days: null,
    directions_per_prompt: 4,
    credits_charged_at: 'acceptance',
    extra_entitlements: [
      { key: 'anchor#faq-credit', title: l('Pay only for results you approve', '只为认可的结果付费') },
      ...PLUGINS,
    ],
    prices: ladder('pro', ['pro', 'pro2', 'pro3'], [[2990], [4990], [8990]], [[2390], [3990], [7190]]),
  },
  {
    key: 'enterprise',
    position: 4,
    title: l('Enterprise', '企业版'),
    description: l('Your own design system from scratch, on a custom quote.', '从零定制你的设计系统，按需报价。'),
    tags: [],
    popular: false,
    free: false,
    custom: true,
    account_version: 3,
    max_projects: null,
    max_panels: null,
    max_libraries: null,
    edit_others_designs: true,
    duplicate_others_designs: true,
    customise_libraries: true,
    version_history_days: null,
    directions_per_prompt: 4,
    credits_charged_at: 'acceptance',
    extra_entitlements: [
      { key: 'design-system', title: l('Customise the design system from scratch', '从零定制设计系统') },
      { key: 'anchor#faq-credit', title: l('Pay only for results you approve', '只为认可的结果付费') },
      ...PLUGINS,
    ],
    prices: [custom(1, 'monthly'), custom(2, 'annual')],
  },
];
const JSON_COLUMNS = ['title', 'description', 'tags', 'extra_entitlements', 'prices'];

export class PlanTiers1795568645909 implements MigrationInterface {
  name = 'PlanTiers1795568645909';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TYPE \"public\".\"plan_tier_key\" AS ENUM('free', 'plus', 'pro', 'enterprise')");
    await queryRunner.query('CREATE TYPE "public"."plan_tier_charge_moment" AS ENUM(\'generation\', \'acceptance\')');
    await queryRunner.query(
      'CREATE TABLE "plan_tier" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "key" "public"."plan_tier_key" NOT NULL, "position" integer NOT NULL, "title" jsonb NOT NULL, "description" jsonb NOT NULL, "tags" jsonb NOT NULL DEFAULT \'[]\', "popular" boolean NOT NULL DEFAULT false, "free" boolean NOT NULL DEFAULT false, "custom" boolean NOT NULL DEFAULT false, "account_version" integer NOT NULL, "max_projects" integer, "max_panels" integer, "max_libraries" integer, "edit_others_designs" boolean NOT NULL, "duplicate_others_designs" boolean NOT NULL, "customise_libraries" boolean NOT NULL, "version_history_days" integer, "directions_per_prompt" integer NOT NULL, "credits_charged_at" "public"."plan_tier_charge_moment" NOT NULL, "extra_entitlements" jsonb NOT NULL DEFAULT \'[]\', "prices" jsonb NOT NULL DEFAULT \'[]\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_196be6320c2907b76e1d197cc40" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "plan_tier_key_uq" ON "plan_tier"  ("key") ');
    for (const row of SEED) {
      const columns = Object.keys(row);
      const values = Object.values(row).map((value, i) =>
        JSON_COLUMNS.includes(columns[i]) ? JSON.stringify(value) : value,
      );
      await queryRunner.query(
        `INSERT INTO "plan_tier" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
        values,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."plan_tier_key_uq"');
    await queryRunner.query('DROP TABLE "plan_tier"');
    await queryRunner.query('DROP TYPE "public"."plan_tier_charge_moment"');
    await queryRunner.query('DROP TYPE "public"."plan_tier_key"');
  }
}
