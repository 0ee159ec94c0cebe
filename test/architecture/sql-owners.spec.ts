import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// One owner per table (issue 11, point 1): every statement on a table lives in its repository, so
// a reader finds them in one file and a change to the table changes one file. And no unit of work
// passes a manager by hand (point 2): repositories read the ambient transaction.

const ROOT = join(__dirname, '..', '..');

// table → the one file that may name it in SQL or hand its entity to TypeORM.
const OWNERS: Record<string, string> = {
  panel: 'server/panels/panel.repository.ts',
  panel_version: 'server/panels/panel-version.repository.ts',
  project: 'server/projects/project.repository.ts',
  flow: 'server/projects/flow.repository.ts',
  design_library: 'server/libraries/library.repository.ts',
  library_selection: 'server/libraries/library.repository.ts',
  account_balance: 'server/accounts/account-ledger.repository.ts',
  account_ledger_entry: 'server/accounts/account-ledger.repository.ts',
  account_plan: 'server/accounts/account-plan.repository.ts',
  plan_tier: 'server/accounts/plan-tier.repository.ts',
  agent_session: 'server/agent/agent-session.repository.ts',
  agent_message: 'server/agent/agent-session.repository.ts',
  agent_generation: 'server/agent/agent-generation.repository.ts',
  agent_attachment: 'server/agent/agent-attachment.repository.ts',
  app_user: 'server/auth/user.repository.ts',
  third_party_identity: 'server/auth/third-party-identity.repository.ts',
  user_session: 'server/common/auth/session.repository.ts',
  email_verification_code: 'server/auth/verification-code.repository.ts',
  account_activation: 'server/auth/account-activation.repository.ts',
  oauth_state: 'server/auth/oauth/oauth-state.repository.ts',
  auth_code: 'server/auth/oauth/auth-code.repository.ts',
  plugin_pairing: 'server/auth/pairing/plugin-pairing.repository.ts',
  material_last_used: 'server/icons/material-usage.repository.ts',
  material: 'server/materials/material.repository.ts',
  material_star: 'server/materials/material.repository.ts',
  material_feedback: 'server/materials/material.repository.ts',
  material_word: 'server/materials/material.repository.ts',
  cms_entry: 'server/materials/cms.repository.ts',
  rate_limit_counter: 'server/common/rate-limit/rate-limit-counter.repository.ts',
  analytics_batch: 'server/analytics/analytics-batch.repository.ts',
  analytics_event: 'server/analytics/analytics-event.repository.ts',
  payment_order: 'server/payments/payment-order.repository.ts',
  stripe_event: 'server/payments/stripe-event.repository.ts',
  // Infrastructure, not a domain: the job queue's truth.
  task: 'server/common/jobs/jobs.service.ts',
};

// Reads of another owner's table inside one statement, each with its reason. Keep this list short.
const CROSS_READS: { file: string; table: string; why: string }[] = [
  { file: 'server/projects/project.repository.ts', table: 'flow', why: 'folder count in project lists' },
  { file: 'server/projects/project.repository.ts', table: 'panel', why: 'panel count in project lists' },
  { file: 'server/projects/flow.repository.ts', table: 'panel', why: 'panel count in folder lists' },
  { file: 'server/panels/panel.repository.ts', table: 'project', why: "a panel's location names its project" },
  { file: 'server/panels/panel.repository.ts', table: 'flow', why: "a panel's location names its folder" },
  {
    file: 'server/common/auth/session.repository.ts',
    table: 'app_user',
    why: "a token's active user, joined to its session",
  },
];

// Migration tooling names tables by design (migrations themselves live outside server/).
const NOT_DOMAIN_CODE = ['server/common/database/cli.ts', 'server/common/database/migrate.ts'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

const files = sources(join(ROOT, 'server')).map((path) => ({
  file: relative(ROOT, path).split('\\').join('/'),
  // Line comments say "from a panel" in prose; only code counts.
  code: readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('//'))
    .join('\n'),
}));

// Entity class → table, from the entity files.
const tableOf = new Map<string, string>();
for (const { file, code } of files) {
  if (!file.endsWith('.entity.ts')) continue;
  for (const match of code.matchAll(/@Entity\('([a-z_]+)'[\s\S]*?export class (\w+)/g)) {
    tableOf.set(match[2], match[1]);
  }
}

// Tables a migration creates that no entity models (TypeORM has no partitioned tables).
tableOf.set('(partitioned by month, migrations/*-Analytics.ts)', 'analytics_event');

// The tables a file names: in SQL, as a quoted table name, or by handing the entity to TypeORM.
export function tablesNamedIn(code: string, tables: Map<string, string>): Set<string> {
  const known = new Set(tables.values());
  const named = new Set<string>();
  for (const match of code.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+"?([a-z_]+)"?/g)) {
    if (known.has(match[1])) named.add(match[1]);
  }
  for (const match of code.matchAll(/\.(?:update|insert|delete|query|getRepository)\(\s*'([a-z_]+)'/g)) {
    if (known.has(match[1])) named.add(match[1]);
  }
  for (const match of code.matchAll(/\(\s*(?:[\w.]+\s*,\s*)?(\w+Entity)\b/g)) {
    const table = tables.get(match[1]);
    if (table) named.add(table);
  }
  return named;
}

describe('one owner per table', () => {
  it('knows every table', () => {
    expect([...tableOf.values()].sort()).toEqual(Object.keys(OWNERS).sort());
  });

  it('gives every domain table to a repository', () => {
    const infrastructure = ['task'];
    const notRepositories = Object.entries(OWNERS)
      .filter(([table, owner]) => !infrastructure.includes(table) && !owner.endsWith('.repository.ts'))
      .map(([table, owner]) => `${table}: ${owner}`);
    expect(notRepositories).toEqual([]);
  });

  it('is the list CONTRIBUTING.md gives a newcomer under "Find a table\'s owner"', () => {
    const guide = readFileSync(join(ROOT, 'CONTRIBUTING.md'), 'utf8');
    const section = guide.split("## Find a table's owner")[1].split('\n## ')[0];
    const listed: Record<string, string> = {};
    for (const row of section.matchAll(/^\|(.+?)\|\s*`([^`]+)`\s*\|$/gm)) {
      for (const table of row[1].matchAll(/`([a-z_]+)`/g)) listed[table[1]] = row[2];
    }
    expect(listed).toEqual(OWNERS);
  });

  it('names a table in SQL (or hands its entity to TypeORM) only in its owner', () => {
    const strays: string[] = [];
    for (const { file, code } of files) {
      if (file.endsWith('.entity.ts') || NOT_DOMAIN_CODE.includes(file)) continue;
      for (const table of tablesNamedIn(code, tableOf)) {
        if (OWNERS[table] === file) continue;
        if (CROSS_READS.some((read) => read.file === file && read.table === table)) continue;
        strays.push(`${file} names ${table}, owned by ${OWNERS[table]}`);
      }
    }
    expect(strays).toEqual([]);
  });

  it('catches the statements it is meant to', () => {
    const named = tablesNamedIn(
      [
        "query('SELECT id FROM panel WHERE id = $1')",
        'query(`UPDATE project SET updated_at = now()`)',
        "query('INSERT INTO flow (name) VALUES ($1)')",
        'query(`SELECT 1 FROM agent_session s JOIN agent_message m ON m.session_id = s.id`)',
        'this.dataSource.getRepository(DesignLibraryEntity)',
        'findOwned(manager, AgentGenerationEntity, id, ownerId, WHAT)',
        "manager.update('task', { id }, {})",
      ].join('\n'),
      tableOf,
    );
    expect([...named].sort()).toEqual(
      [
        'agent_generation',
        'agent_message',
        'agent_session',
        'design_library',
        'flow',
        'panel',
        'project',
        'task',
      ].sort(),
    );
  });
});

describe('ambient transactions', () => {
  it('no method takes an optional or defaulted EntityManager', () => {
    const found = files
      .filter(({ code }) => /\?\s*:\s*EntityManager\b|:\s*EntityManager\s*=/.test(code))
      .map(({ file }) => file);
    expect(found).toEqual([]);
  });

  it('transactions are opened through the transaction host only', () => {
    // jobs.service.ts keeps a plain transaction for a JobsService built without the app (the jobs tests).
    const allowed = ['server/common/jobs/jobs.service.ts'];
    const found = files
      .filter(({ file, code }) => !allowed.includes(file) && /\.transaction\(/.test(code))
      .map(({ file }) => file);
    expect(found).toEqual([]);
  });
});
