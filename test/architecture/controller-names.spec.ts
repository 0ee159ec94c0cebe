import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

// A path finds its file (issue 11, point 3): a controller is named after its route,
// `<namespace>-<service>[-<topic>]`, with a word the namespace and the service repeat said once.

const SERVER = join(__dirname, '..', '..', 'server');

function controllers(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return controllers(path);
    return entry.name.endsWith('.controller.ts') ? [path] : [];
  });
}

const words = (pascal: string) => pascal.split(/(?<=[a-z0-9])(?=[A-Z])/).map((word) => word.toLowerCase());

/** `uxa-center/design-system/DesignSystemQuery` → `design-system-query`; `health` → `health`. */
export function expectedName(route: string): string {
  const parts = route.split('/');
  if (parts.length === 1) return route;
  const namespace = parts[parts.length - 2].split('-');
  const service = words(parts[parts.length - 1]);
  const shared = namespace.every((word, i) => service[i] === word) ? namespace.length : 0;
  return [...namespace, ...service.slice(shared)].join('-');
}

describe('controller file names', () => {
  const files = controllers(SERVER);

  it('finds the controllers', () => {
    expect(files.length).toBeGreaterThan(15);
  });

  it('names the route words the way the check does', () => {
    expect(expectedName('uxa-center/support/OAuth')).toBe('support-oauth');
    expect(expectedName('uxa-center/design-system/DesignSystemQuery')).toBe('design-system-query');
    expect(expectedName('uxa-center/draft/Draft')).toBe('draft');
    expect(expectedName('uxa-center/workflow/Task')).toBe('workflow-task');
  });

  it.each(files.map((file) => [basename(file), file]))('%s is <namespace>-<service>[-<topic>]', (_name, file) => {
    const route = /@Controller\('([^']+)'\)/.exec(readFileSync(file, 'utf8'))?.[1];
    expect(route).toBeDefined();
    const name = basename(file, '.controller.ts');
    const expected = expectedName(route as string);
    expect(name === expected || name.startsWith(`${expected}-`)).toBe(true);
  });
});
