import { createFileRoute } from '@tanstack/react-router';

import { workbenchEditorSlots } from '@client/features/workbench/components/workbench-editor';
import { WorkbenchPage } from '@client/features/workbench/components/workbench-page';
import { parseWorkbenchSearch } from '@client/features/workbench/state/workbench-search';

// The workbench (spec §2): ?mode=new, projectId, panelId, templateId. It draws its own bar and footer.
export const Route = createFileRoute('/web/workbench')({
  staticData: { bareLayout: true },
  validateSearch: parseWorkbenchSearch,
  component: WorkbenchRoute,
});

function WorkbenchRoute() {
  const search = Route.useSearch();
  return <WorkbenchPage search={search} {...workbenchEditorSlots()} />;
}
