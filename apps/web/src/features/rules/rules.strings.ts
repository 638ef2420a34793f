import { addStrings } from '../../i18n/index.ts';
import { rulesEn } from './rules.en.ts';

// Registered when a rule editor loads (see addStrings).
addStrings({ rules: rulesEn });
