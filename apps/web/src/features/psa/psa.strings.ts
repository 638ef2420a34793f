import { addStrings } from '../../i18n/index.ts';
import { psaEn } from './psa.en.ts';

// Registered when a PSA screen loads (see addStrings).
addStrings({ psa: psaEn });
