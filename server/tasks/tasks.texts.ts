import type { Localized } from '@boxify/design/locale';

// The tasks domain's words in both languages.
export const TASK: Localized = { en: 'Task', zh: '任务' };
