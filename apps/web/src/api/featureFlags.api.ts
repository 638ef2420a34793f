import { useQuery } from '@tanstack/react-query';
import { call } from './typed.ts';

// The feature flags are app-wide: administration edits them, other features (the backup browser's
// actions) read them. The key is one so a save there refreshes every reader.
export const featureFlagsKey = ['feature-flags'] as const;

export const useFeatureFlags = () => useQuery({ queryKey: featureFlagsKey, queryFn: () => call('get', '/api/settings/feature-flags') });
