import { addStrings } from '../../i18n/index.ts';
import { helpButtonEn } from './help.en.ts';

// The header's help button is on every page: only its own words load with it.
addStrings({ help: helpButtonEn });
