import 'reflect-metadata';

import { randomUUID } from 'node:crypto';

import { ConfigError, loadConfig } from '@server/common/config/config.schema';
import { createDataSource } from '@server/common/database/data-source';
import { prepareDatabase } from '@server/common/database/prepare';
import { standaloneTransactions } from '@server/common/database/transactions';
import { resolveDatabase } from '@server/common/database/resolve-database';
import { AppException } from '@server/common/errors/app.exception';
import { AccountLedgerRepository } from '@server/accounts/account-ledger.repository';
import { AccountLedgerService } from '@server/accounts/account-ledger.service';
import { AccountPlanRepository } from '@server/accounts/account-plan.repository';
import { AccountPlanService } from '@server/accounts/account-plan.service';
import { Currency } from '@server/accounts/currency';
import { isPlanName, PLAN_NAMES } from '@server/accounts/plans';
import { editPlanTiers, PlanTierUsageError } from '@server/accounts/plan-tier-admin';
import { normalizeEmail } from '@server/auth/users.service';
import { UserRepository } from '@server/auth/user.repository';
import { AnalyticsEventRepository } from '@server/analytics/analytics-event.repository';
import { analyticsReport, formatAnalyticsReport } from '@server/analytics/analytics-report';
import { LIBRARY_USAGE, LibraryUsageError, runLibraryCommand } from '@server/materials/library-admin';

const USAGE = `Boxify operator commands (npm run admin -- <command>):
  grant-credits <email> <amount>        add AI credits (decimals allowed, e.g. 12.5)
  grant-free-chances <email> <count>    add free generation chances
  grant-feedback-credits <email> <1..10>  reward valuable feedback on the Boxify designer with 1 to 10 credits
  set-plan <email> <plan> <until>       give a plan until a date (YYYY-MM-DD or ISO time; "never" for no end)
                                        plans: ${PLAN_NAMES.join(', ')}
  plans                                 print the plans table (limits, entitlements, prices in cents)
  plan-set <tier> '<json>'              change a tier's fields, e.g. plan-set free '{"maxPanels":10}' or
                                        plan-set plus '{"prices":[…]}' (tiers: free, plus, pro, enterprise)
  analytics-report [days]               daily counts per analytics event and the funnel (visit → Start Design →
                                        generation → accepted → export) over the last days (default 7)
${LIBRARY_USAGE}
Uses DATABASE_URL, else the embedded database under DATA_DIR (stop the server first).`;

class UsageError extends Error {}

function parseUntil(value: string): Date | null {
  if (value === 'never') return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999Z` : value);
  if (Number.isNaN(date.getTime())) throw new UsageError(`Not a date: ${value}`);
  return date;
}

// Reads the built-in analytics table (issue 16, point 5).
async function printAnalyticsReport(days: string = '7'): Promise<number> {
  if (!/^\d{1,3}$/.test(days) || Number(days) < 1) throw new UsageError('Days is a whole number from 1 to 999');
  const config = loadConfig();
  return withDataSource(async (transactions) => {
    const events = new AnalyticsEventRepository(transactions);
    const driver = config.POSTHOG_HOST && config.POSTHOG_KEY ? 'PostHog' : 'builtin';
    console.log(formatAnalyticsReport(await analyticsReport(events, Number(days)), driver));
    return 0;
  });
}

async function withDataSource(work: (transactions: ReturnType<typeof standaloneTransactions>) => Promise<number>) {
  const config = loadConfig();
  const database = await resolveDatabase(config);
  await prepareDatabase(database.url);
  const dataSource = await createDataSource(database.url, 2).initialize();
  try {
    return await work(standaloneTransactions(dataSource));
  } finally {
    await dataSource.destroy();
    await database.embedded?.stop();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, email, value, until] = argv;
  if (command === 'analytics-report') return printAnalyticsReport(email);
  if (command === 'plans' || command === 'plan-set')
    return withDataSource((transactions) => editPlanTiers(transactions, argv));
  const library = command ? await runLibraryCommand(command, argv.slice(1)) : undefined;
  if (library !== undefined) return library;
  const known = ['grant-credits', 'grant-free-chances', 'grant-feedback-credits', 'set-plan'];
  if (!command || !known.includes(command) || !email || !value || (command === 'set-plan' && !until)) {
    console.error(USAGE);
    return 2;
  }
  // The spec: valuable feedback earns 1 to 10 credits.
  if (command === 'grant-feedback-credits' && !/^(10|[1-9])$/.test(value)) {
    throw new UsageError('Feedback credits are a whole number from 1 to 10');
  }
  if (command === 'set-plan' && !isPlanName(value))
    throw new UsageError(`Unknown plan ${value}; one of ${PLAN_NAMES.join(', ')}`);
  const config = loadConfig();
  const database = await resolveDatabase(config);
  await prepareDatabase(database.url);
  const dataSource = await createDataSource(database.url, 2).initialize();
  try {
    const transactions = standaloneTransactions(dataSource);
    const user = await new UserRepository(transactions).findByEmail(normalizeEmail(email));
    if (!user) {
      console.error(`No account with the e-mail ${email}`);
      return 1;
    }
    if (command === 'set-plan') {
      const endTime = parseUntil(until);
      const plans = new AccountPlanService(new AccountPlanRepository(transactions));
      await plans.setPlan(user.id, value as Parameters<AccountPlanService['setPlan']>[1], endTime);
      const derived = await plans.derive(user.id);
      console.log(
        `${user.email}: plan ${value} until ${endTime?.toISOString() ?? 'no end'}; now version ${derived.version}, aiVersion ${derived.aiVersion}`,
      );
      return 0;
    }
    const currency = command === 'grant-free-chances' ? Currency.FreeAccept : Currency.AiCredit;
    const ledger = new AccountLedgerService(transactions, new AccountLedgerRepository(transactions));
    const result = await ledger.grant({
      userId: user.id,
      currency,
      amount: value,
      idempotencyKey: `admin:${randomUUID()}`,
      reason: command === 'grant-feedback-credits' ? 'valuable feedback on the Boxify designer' : `operator ${command}`,
    });
    console.log(`${user.email}: granted ${result.amount} ${currency}; balance ${result.balance}`);
    return 0;
  } finally {
    await dataSource.destroy();
    await database.embedded?.stop();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (
      error instanceof UsageError ||
      error instanceof LibraryUsageError ||
      error instanceof ConfigError ||
      error instanceof PlanTierUsageError
    )
      console.error(error.message);
    else if (error instanceof AppException) console.error(`Refused: ${JSON.stringify(error.params)}`);
    else console.error(error);
    process.exit(1);
  },
);
