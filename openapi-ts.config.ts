import { defineConfig } from '@hey-api/openapi-ts';

// The client's calls and types come from the server's OpenAPI file; never edit the output by hand.
export default defineConfig({
  // The leading './' matters: a bare 'a/b' path is read as a Hey API registry shorthand.
  input: './openapi/openapi.json',
  output: {
    path: './client/src/api/generated',
    tsConfigPath: './client/tsconfig.json',
  },
  plugins: [
    '@hey-api/client-fetch',
    // Enums become objects with the OpenAPI file's `x-enum-varnames`: `ErrorCode.VersionConflict`.
    { name: '@hey-api/typescript', enums: { mode: 'javascript', case: 'preserve' } },
    '@hey-api/sdk',
  ],
});
