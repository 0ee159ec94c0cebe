import { addTexts } from '@client/i18n/i18n';
import texts from '@client/i18n/en-workbench.json';

// The workbench's and the designer's English come with the workbench's script, not the landing's first one.
addTexts('en', texts);
