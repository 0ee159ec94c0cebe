// The structure of the house (issue 11): apps (server, client, plugins) → packages/designer → packages/design,
// and no arrow back. `npm run structure` fails on a violation; `npm run structure:graph` redraws docs/structure.md.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'kernel-imports-nothing-above',
      comment:
        'packages/design is the bottom layer: the designer, the apps and the plugins build on it, never the reverse.',
      severity: 'error',
      from: { path: '^packages/design/' },
      to: { path: '^(packages/designer|server|client|plugins)/' },
    },
    {
      name: 'designer-imports-no-app',
      comment: 'packages/designer sits between the kernel and the apps: it may import the kernel, never an app.',
      severity: 'error',
      from: { path: '^packages/designer/' },
      to: { path: '^(server|client|plugins)/' },
    },
    {
      name: 'browser-code-imports-only-the-kernel',
      comment:
        'The client and the plugins run in a browser or in Figma: they import @boxify/design, never the designer, the server or the Node-only entry.',
      severity: 'error',
      from: { path: '^(client|plugins)/' },
      to: { path: '^(packages/designer/|server/|packages/design/src/node/)' },
    },
    {
      name: 'server-imports-no-client',
      comment: 'The server serves the built client as files; it never imports its code.',
      severity: 'error',
      from: { path: '^(server|migrations)/' },
      to: { path: '^(client|plugins)/' },
    },
    {
      name: 'editor-and-api-import-no-feature',
      comment:
        'client/src/editor and client/src/api are layers below the features and routes: they take slots, callbacks and providers instead (issue 11 point 6).',
      severity: 'error',
      from: { path: '^client/src/(editor|api)/' },
      to: { path: '^client/src/(features|routes)/' },
    },
    {
      name: 'no-cycles-in-packages',
      comment: 'A cycle inside a package makes its parts impossible to read, test or move one at a time.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data|coverage|test-results|playwright-report)/' },
    // Type-only imports are arrows too: a type from above the line couples the layers just as much.
    tsPreCompilationDeps: true,
    // The server's and the client's aliases (@server/*, @client/*, @boxify/*) in one file.
    tsConfig: { fileName: '.dependency-cruiser.tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: {
      mermaid: {
        // The folder-level drawing: apps, packages and their second-level folders.
        collapsePattern:
          '^(packages/[^/]+/src/[^/]+|server/[^/]+|client/src/[^/]+|migrations|test/[^/]+|plugins/[^/]+)',
      },
    },
  },
};
