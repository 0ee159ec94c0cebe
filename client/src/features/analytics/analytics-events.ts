// The events the client reports and their fields (the server's catalogue: server/analytics/analytics-events.ts).
// Never an e-mail, a prompt's text or a design's content: the server refuses any field not named here.
export type PlanType = 'free' | 'plus' | 'pro' | 'enterprise';
type PricingRecord = { planType: PlanType; popular: boolean; selected: boolean };

export type LoginMethod = 'password' | 'email-code' | 'google' | 'github' | 'figma' | 'x' | 'id-token' | 'auth-code';
export type ExportFormat = 'fig' | 'png' | 'jpg' | 'svg' | 'webp' | 'pdf' | 'html' | 'react' | 'vue' | 'json';

export type AnalyticsEvents = {
  page_view: { title: string };
  start_design: { source: string };
  login_result: { method: LoginMethod; registration: boolean; success: boolean };
  pricing_view: PricingRecord;
  pricing_click: PricingRecord & { cycleType: 1 | 2 };
  upgrade_click: { source: string };
  payment_result: { result: 'success' | 'cancel' };
  generation_sent: { kind: 'design' | 'component' | 'page' };
  generation_completed: { success: boolean; generationId?: string };
  generation_accepted: { generationId?: string };
  generation_discarded: { generationId?: string };
  generation_regenerated: { generationId?: string };
  optimise: { success: boolean };
  export: { format: ExportFormat };
  template_use: { templateId?: string; kind: 'page' | 'product' };
  component_use: { componentId?: string };
  star: { starred: boolean; kind: string };
  share: { kind: string };
  failure: { kind: string; code?: number };
};

export type AnalyticsEventName = keyof AnalyticsEvents;

// One event as sent: what happened, when, where, in which language, and by whom (anonymous id, or the user's code).
export type AnalyticsEvent = {
  name: AnalyticsEventName;
  at: string;
  route: string;
  language: 'en' | 'zh';
  userCode?: string;
  props: Record<string, unknown>;
};

export type AnalyticsBatch = { batchId: string; visitorId: string; events: AnalyticsEvent[] };
