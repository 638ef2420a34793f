import { addStrings } from '../../i18n/index.ts';
import { billingEn } from './billing.en.ts';

// Registered when a billing screen loads (see addStrings).
addStrings({ billing: billingEn });
