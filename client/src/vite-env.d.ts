/// <reference types="vite/client" />

// An interface, not a type: it must merge with Vite's own ImportMetaEnv.
interface ImportMetaEnv {
  readonly VITE_SITE_ORIGIN_EN?: string;
  readonly VITE_SITE_ORIGIN_ZH?: string;
  // The instance's public address (the server's PUBLIC_URL): its registrable parent carries the handoff cookie.
  readonly VITE_PUBLIC_URL?: string;
  // The workbench's host when it is not this one (spec §2: the main host or its regional sibling).
  readonly VITE_WORKBENCH_ORIGIN?: string;
  // The contact address in the workbench footer.
  readonly VITE_SUPPORT_EMAIL?: string;
}
