import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { collectRoutes, handlersOf } from './write-routes';

const root = join(__dirname, '..', '..');

describe('docs/routes.md', () => {
  it('finds the controller method of every operation, named as the operation', () => {
    const routes = collectRoutes(root);
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      expect(existsSync(join(root, route.handler.file))).toBe(true);
      if (route.path.startsWith('/api/uxa-center/')) expect(route.operationId.split('_')[1]).toBe(route.handler.method);
    }
  });

  it('reads the route and method name past decorators with nested objects', () => {
    const source = [
      "@Controller('uxa-center/draft/Draft')",
      'export class DraftPanelController {',
      "  @Get('callback/:provider')",
      '  @Operation({',
      "    summary: 'A (nested) summary',",
      '    errors: [ErrorCode.NotFound],',
      '  })',
      '  async callback(@Param() provider: string) {}',
      '}',
    ].join('\n');
    expect([...handlersOf(source, 'x.controller.ts')]).toEqual([
      ['get uxa-center/draft/Draft/callback/{provider}', { file: 'x.controller.ts', method: 'callback' }],
    ]);
  });
});
