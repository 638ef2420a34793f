import { addStrings } from '../../i18n/index.ts';
import { helpEn } from './help.en.ts';

// Registered when the help panel or a help-centre screen loads (see addStrings).
addStrings({ help: helpEn });
