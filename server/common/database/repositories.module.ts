import { Global, Module } from '@nestjs/common';

import { AccountLedgerRepository } from '@server/accounts/account-ledger.repository';
import { AgentAttachmentRepository } from '@server/agent/agent-attachment.repository';
import { AgentGenerationRepository } from '@server/agent/agent-generation.repository';
import { AgentSessionRepository } from '@server/agent/agent-session.repository';
import { AccountPlanRepository } from '@server/accounts/account-plan.repository';
import { PlanTierRepository } from '@server/accounts/plan-tier.repository';
import { AnalyticsBatchRepository } from '@server/analytics/analytics-batch.repository';
import { AnalyticsEventRepository } from '@server/analytics/analytics-event.repository';
import { AccountActivationRepository } from '@server/auth/account-activation.repository';
import { AuthCodeRepository } from '@server/auth/oauth/auth-code.repository';
import { OAuthStateRepository } from '@server/auth/oauth/oauth-state.repository';
import { PluginPairingRepository } from '@server/auth/pairing/plugin-pairing.repository';
import { ThirdPartyIdentityRepository } from '@server/auth/third-party-identity.repository';
import { UserRepository } from '@server/auth/user.repository';
import { VerificationCodeRepository } from '@server/auth/verification-code.repository';
import { SessionRepository } from '@server/common/auth/session.repository';
import { MaterialUsageRepository } from '@server/icons/material-usage.repository';
import { LibraryRepository } from '@server/libraries/library.repository';
import { CmsRepository } from '@server/materials/cms.repository';
import { MaterialRepository } from '@server/materials/material.repository';
import { PanelVersionRepository } from '@server/panels/panel-version.repository';
import { PanelRepository } from '@server/panels/panel.repository';
import { PaymentOrderRepository } from '@server/payments/payment-order.repository';
import { StripeEventRepository } from '@server/payments/stripe-event.repository';
import { FlowRepository } from '@server/projects/flow.repository';
import { ProjectRepository } from '@server/projects/project.repository';

// One repository per table, each owning every statement on it. Global, because a unit of work
// spans domains (creating panels counts projects; accepting a design moves credits).
const REPOSITORIES = [
  PanelRepository,
  PanelVersionRepository,
  ProjectRepository,
  FlowRepository,
  LibraryRepository,
  AccountLedgerRepository,
  AccountPlanRepository,
  PlanTierRepository,
  AgentSessionRepository,
  AgentGenerationRepository,
  AgentAttachmentRepository,
  UserRepository,
  ThirdPartyIdentityRepository,
  SessionRepository,
  VerificationCodeRepository,
  AccountActivationRepository,
  AuthCodeRepository,
  OAuthStateRepository,
  PluginPairingRepository,
  MaterialUsageRepository,
  MaterialRepository,
  CmsRepository,
  AnalyticsBatchRepository,
  AnalyticsEventRepository,
  PaymentOrderRepository,
  StripeEventRepository,
];

@Global()
@Module({ providers: REPOSITORIES, exports: REPOSITORIES })
export class RepositoriesModule {}
