/// <reference types="vite/client" />

// An interface, not a type: it must merge with Vite's own ImportMetaEnv.
interface ImportMetaEnv {
  readonly VITE_SITE_ORIGIN_EN?: string;
  readonly VITE_SITE_ORIGIN_ZH?: string;
}
