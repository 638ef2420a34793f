import { addStrings } from '../../i18n/index.ts';
import { automationsEn } from './automations.en.ts';

// Registered when an automations screen or the template picker loads (see addStrings).
addStrings({ automations: automationsEn });
