import { useQuery } from '@tanstack/react-query';

import { agentCommandBoxifyChat } from '@client/api/generated';
import { request } from '@client/api/request';
import type { CostEstimate } from '@client/features/designer/state/cost';
import type { DesignerMode } from '@client/features/designer/state/messages';

/** The cost of sending before the user sends (boxifyChat with dryRun: nothing is charged or started). */
export function useBoxifyCost(panelId: string, mode: DesignerMode, sessionId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: ['designer', 'cost', panelId, mode, sessionId ?? null],
    enabled,
    staleTime: 0,
    queryFn: async (): Promise<CostEstimate> =>
      request(
        (o) =>
          agentCommandBoxifyChat({
            ...o,
            body: { sessionId, panelId, mode, dryRun: true, prompt: mode === 'optimise' ? undefined : 'estimate' },
          }),
        { quiet: () => true },
      ),
  });
}
