import { addTexts } from '@client/i18n/i18n';
import texts from '@client/i18n/en-personal.json';

// The personal centre's English (its billing and credits ledger too) comes with its route's script.
addTexts('en', texts);
