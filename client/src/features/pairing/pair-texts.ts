import { addTexts } from '@client/i18n/i18n';
import texts from '@client/i18n/en-pair.json';

// The plugin pairing page's English comes with its route's script.
addTexts('en', texts);
