import type { EditorError } from '@client/editor/core/editor';
import { currentLanguage } from '@client/i18n/i18n';
import { translatorFor } from '@client/i18n/translate';
import { showFailure } from '@client/ui/failure-toast';
import { toast } from '@client/ui/toast';

// The change labels whose failure has its own message (spec §8); a refused local change is not retried: it
// would be refused again.
const NAMED_FAILURES = [
  { test: (action: string) => action === 'Ungroup', failure: 'ungroup' },
  { test: (action: string) => action.startsWith('Insert') || action === 'Upload JSON', failure: 'add_node' },
] as const;

/** A change the kernel refused: its own message, else '{action} failed' naming the change (never an empty action). */
export function reportEditFailure(error: EditorError): void {
  const action = error.action ?? '';
  const named = NAMED_FAILURES.find((entry) => entry.test(action));
  if (named) return showFailure(named.failure);
  const t = translatorFor(currentLanguage());
  const name = t(`editor:error.actions.${action}`, { defaultValue: t('editor:error.edit') });
  toast.error(t('editor:error.operation', { action: name }), { id: `edit-failure-${action}` });
}
