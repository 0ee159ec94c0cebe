import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { agentCommandBoxifyChat } from '@client/api/generated';
import { request } from '@client/api/request';
import type { CostEstimate } from '@client/features/designer/state/cost';
import type { DesignerMode } from '@client/features/designer/state/messages';

/**
 * The cost of sending before the user sends (boxifyChat with dryRun: nothing is charged or started); `directions`
 * as the user chose, else the server's default. The answer also says how many directions the plan allows.
 */
export function useBoxifyCost(
  panelId: string,
  mode: DesignerMode,
  sessionId: string | undefined,
  enabled = true,
  directions?: number,
) {
  return useQuery({
    queryKey: ['designer', 'cost', panelId, mode, sessionId ?? null, directions ?? null],
    enabled,
    staleTime: 0,
    // Choosing another number keeps the last line until the new one arrives.
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<CostEstimate> =>
      request(
        (o) =>
          agentCommandBoxifyChat({
            ...o,
            body: {
              sessionId,
              panelId,
              mode,
              dryRun: true,
              prompt: mode === 'optimise' ? undefined : 'estimate',
              directions: mode === 'generate' ? directions : undefined,
            },
          }),
        { quiet: () => true },
      ),
  });
}
