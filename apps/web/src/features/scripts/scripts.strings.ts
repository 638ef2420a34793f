import { addStrings } from '../../i18n/index.ts';
import { scriptsEn } from './scripts.en.ts';

// Registered when a scripting screen loads (see addStrings).
addStrings({ scripts: scriptsEn });
